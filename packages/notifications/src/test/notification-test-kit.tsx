// Test helpers of the Notifications pages: real store, messages and router; a fake API answering
// @mk/api's endpoints by name (an endpoint without an answer fails the test).
import type { SentNotification } from '@mk/contracts';
import { domainTestKit, fakeApi, ok, testAdmin, testPic, type FakeApiOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { notificationsModule } from '../notifications.module';

export const admin = testAdmin;
export const clinicPic = testPic([{ sys_id: 'cl-1', name: 'Noor Clinic' }]);

export const { text, renderPage: renderNotificationPage } = domainTestKit(notificationsModule, { en, ar }, validationMessages);

export function makeSent(overrides: Partial<SentNotification> = {}): SentNotification {
  return {
    sys_id: '7d0c4a52-0000-4000-8000-000000000001',
    title: 'Ramadan hours',
    content: 'Clinics open after Iftar',
    image: null,
    receiver_entity: 'all_patients',
    receiver_id: null,
    stored: true,
    createdAt: '2026-03-01T09:30:00.000Z',
    audience_count: 1200,
    delivered_count: 1200,
    status: 'sent',
    ...overrides,
  };
}

/** The media host's link of every uploaded image in these tests. */
export const IMAGE_URL = 'http://localhost:3000/api/media/files/banner.png';

/**
 * A fake API: the Notification Center lists `sent`; a send answers as the server does (201, the
 * send's payload), and the upload to the media host gives IMAGE_URL; `overrides` is asked first.
 */
export function notificationServer(options: { sent?: SentNotification[]; overrides?: FakeApiOptions['before'] } = {}) {
  const sent = options.sent ?? [makeSent()];
  return fakeApi(
    {
      getSentNotifications: ok({ count: sent.length, rows: sent }),
      sendNotification: (call) => {
        const body = call.body as { receiver_entity: 'all_patients' | 'patient' };
        const stored = call.url.pathname.endsWith('/notification-write/');
        return { status: 201, body: { result: 'ok', message: '', payload: { sys_id: 'n-new', receiver_entity: body.receiver_entity, stored, audience_count: 1, status: 'sending' } } };
      },
    },
    {
      before: options.overrides,
      fetch: (request) => (request.url.pathname === '/api/media/upload' ? ok({ secure_url: IMAGE_URL }) : undefined),
    },
  );
}
