import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withoutIsolates } from '@mk/i18n';
import { button, fail, ok } from '@mk/module-kit/testing';
import { admin, clinicPic, makeSent, notificationServer, renderNotificationPage, text } from '../test/notification-test-kit';
import NotificationCenterPage from './notification-center.page';

const BROADCAST = makeSent();
const TEST_SEND = makeSent({
  sys_id: '7d0c4a52-0000-4000-8000-000000000002',
  title: 'Test of the week',
  receiver_entity: 'patient',
  receiver_id: '5f1c2d3e-0000-4000-8000-00000000000a',
  stored: false,
  createdAt: '2026-03-02T14:05:00.000Z',
  audience_count: 1,
  delivered_count: 0,
  status: 'sending',
});

const renderCenter = (options: { user?: typeof admin; locale?: 'en' | 'ar'; route?: string } = {}) =>
  renderNotificationPage(<NotificationCenterPage />, { user: options.user ?? admin, locale: options.locale, path: 'notification', route: options.route ?? '/notification' });

const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('Notification Center', () => {
  it('lists what was sent: title, audience, stored or not, when, and how far its delivery has gone', async () => {
    const server = notificationServer({ sent: [TEST_SEND, BROADCAST] });
    renderCenter();
    const test = await rowOf('Test of the week');
    expect(headers()).toEqual(['Title', 'Audience', 'Notification center', 'Sent on', 'Delivered']);
    expect(test).toHaveTextContent('Test to patient');
    expect(test).toHaveTextContent('…000a');
    expect(test).toHaveTextContent('Not stored');
    // 14:05 UTC is 05:05 PM on the Riyadh clock.
    expect(test).toHaveTextContent('02-03-2026 05:05 PM');
    expect(test).toHaveTextContent('0 of 1');
    expect(test).toHaveTextContent('Sending');
    const broadcast = await rowOf('Ramadan hours');
    expect(within(broadcast).getByText('All patients')).toBeInTheDocument();
    expect(broadcast).toHaveTextContent('Stored');
    expect(broadcast).toHaveTextContent('1200 of 1200');
    expect(broadcast).toHaveTextContent('Delivered');
    expect(server.callsTo('getSentNotifications')[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('opens Send Notification', async () => {
    notificationServer();
    const { router } = renderCenter();
    await rowOf('Ramadan hours');
    fireEvent.click(button('Send Notification'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification/send'));
  });

  it('pages through what was sent with the page in the URL', async () => {
    const many = Array.from({ length: 10 }, (_, i) => makeSent({ sys_id: `n-${i}`, title: `Notice ${i}` }));
    const server = notificationServer({ overrides: (call) => (call.endpoint === 'getSentNotifications' ? ok({ count: 23, rows: many }) : undefined) });
    const { router } = renderCenter();
    await rowOf('Notice 0');
    fireEvent.click(screen.getByLabelText('Page 3'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(server.callsTo('getSentNotifications').at(-1)!.query).toEqual({ page: '3', limit: '10' }));
  });

  it('says what to do when nothing was sent yet', async () => {
    notificationServer({ sent: [] });
    renderCenter();
    expect(await screen.findByText('No notification has been sent yet. Send Notification reaches the patients of the app.')).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    const server = notificationServer({ overrides: (call) => (call.endpoint === 'getSentNotifications' ? fail(500, 'Database unavailable') : undefined) });
    renderCenter();
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    const before = server.callsTo('getSentNotifications').length;
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(server.callsTo('getSentNotifications').length).toBe(before + 1));
  });

  it('is not shown to a user who is not an administrator, and nothing is asked of the server', async () => {
    const server = notificationServer();
    renderCenter({ user: clinicPic });
    expect(await screen.findByText('Only administrators can send notifications to patients.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('reads right to left in Arabic', async () => {
    notificationServer({ sent: [BROADCAST] });
    renderCenter({ locale: 'ar' });
    const broadcast = await rowOf('Ramadan hours');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(headers()).toEqual(['title', 'audience', 'stored', 'sentAt', 'delivered'].map((key) => text('ar', `notifications.center.columns.${key}`)));
    expect(broadcast).toHaveTextContent(text('ar', 'notifications.center.audience.all'));
    expect(broadcast).toHaveTextContent('1200 من 1200');
    // 09:30 UTC, on the Riyadh clock.
    expect(withoutIsolates(broadcast.textContent ?? '')).toContain('01-03-2026 12:30 م');
    expect(button(text('ar', 'notifications.center.register'))).toBeInTheDocument();
  });
});
