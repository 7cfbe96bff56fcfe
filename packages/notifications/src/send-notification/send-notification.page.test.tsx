import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, expectTexts, fail, fill, findDialog, findPage, type, uploadImage } from '@mk/module-kit/testing';
import { admin, clinicPic, IMAGE_URL, notificationServer, renderNotificationPage, text } from '../test/notification-test-kit';
import SendNotificationPage from './send-notification.page';

const renderSend = (user = admin, locale: 'en' | 'ar' = 'en') =>
  renderNotificationPage(<SendNotificationPage />, { user, locale, path: 'notification/send', route: '/notification/send' });

const sendButton = () => button('Send notification');
const testButton = () => button('Send test notification');
const storeBox = () => screen.getByLabelText("Store message in users' notification center");

describe('Send Notification', () => {
  it('offers the patient app, stores by default, and holds both send buttons until the title passes the name rule', async () => {
    const server = notificationServer();
    renderSend();
    await findPage('Send Notification', 'Notification Center/Send Notification');
    expect(document.querySelector('.ant-select')).toHaveTextContent('Patient app');
    expect(storeBox()).toBeChecked();
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(testButton()).toBeDisabled();

    type('Notification Title', 'Hey');
    await expectTexts('Invalid, must be more than 3 characters');
    expect(sendButton()).toBeDisabled();
    expect(testButton()).toBeDisabled();

    type('Notification Title', 'Ramadan hours');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(testButton()).toBeEnabled();
    expect(server.calls).toHaveLength(0);
  });

  it("sends a stored broadcast to every patient with POST notification-write/, says so and opens the Notification Center", async () => {
    const server = notificationServer();
    renderSend();
    await findPage('Send Notification', 'Notification Center/Send Notification');
    fill('Notification Title', 'Ramadan hours');
    fill('Notification Content', 'Clinics open after Iftar');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    fireEvent.click(sendButton());
    expect(await screen.findByText('Notification sent and stored in the notification center')).toBeInTheDocument();
    const [call] = server.callsTo('sendNotification');
    expect(call.url.pathname).toBe('/api/notification-write/');
    expect(call.body).toEqual({ title: 'Ramadan hours', content: 'Clinics open after Iftar', receiver_entity: 'all_patients' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/notification');
  });

  it('only delivers (POST notification-write/sendToAll) when the store box is cleared, with the uploaded image', async () => {
    const server = notificationServer();
    renderSend();
    await findPage('Send Notification', 'Notification Center/Send Notification');
    await uploadImage('banner.png');
    fill('Notification Title', 'Flu vaccines');
    fireEvent.click(storeBox());
    expect(storeBox()).not.toBeChecked();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    fireEvent.click(sendButton());
    expect(await screen.findByText('Notification sent')).toBeInTheDocument();
    const [call] = server.callsTo('sendNotification');
    expect(call.url.pathname).toBe('/api/notification-write/sendToAll');
    expect(call.body).toEqual({ title: 'Flu vaccines', receiver_entity: 'all_patients', image: IMAGE_URL });
  });

  it("asks 'Enter User ID' for a test, says 'Must enter a user ID' without one, then sends it to that patient and closes", async () => {
    const server = notificationServer();
    renderSend();
    await findPage('Send Notification', 'Notification Center/Send Notification');
    fill('Notification Title', 'Test of the week');
    await waitFor(() => expect(testButton()).toBeEnabled());
    fireEvent.click(testButton());
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Send Test Notification');
    fireEvent.click(button('Send', dialog));
    expect(await screen.findByText('Must enter a user ID')).toBeInTheDocument();
    expect(server.callsTo('sendNotification')).toHaveLength(0);

    fill('Enter User ID', ' 5f1c2d3e-0000-4000-8000-00000000000a ');
    expect(screen.queryByText('Must enter a user ID')).not.toBeInTheDocument();
    fireEvent.click(button('Send', dialog));
    expect(await screen.findByText('Notification sent and stored in the notification center')).toBeInTheDocument();
    expect(server.callsTo('sendNotification')[0].body).toEqual({
      title: 'Test of the week',
      receiver_entity: 'patient',
      receiver_id: '5f1c2d3e-0000-4000-8000-00000000000a',
    });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeInTheDocument());
    // A test does not leave the form: the real send comes next.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notification Title')).toHaveValue('Test of the week');
  });

  it("shows the server's refusal in the page and as a notice, and keeps the test dialog open", async () => {
    const server = notificationServer({
      overrides: (call) => (call.method === 'POST' ? fail(400, 'No patient has this user ID', 'notification.receiver_not_found') : undefined),
    });
    renderSend();
    await findPage('Send Notification', 'Notification Center/Send Notification');
    fill('Notification Title', 'Test of the week');
    await waitFor(() => expect(testButton()).toBeEnabled());
    fireEvent.click(testButton());
    const dialog = await findDialog();
    fill('Enter User ID', 'nobody');
    fireEvent.click(button('Send', dialog));
    expect(await screen.findByText('ERROR: No patient has this user ID')).toBeInTheDocument();
    expect(document.querySelector('.ant-alert')).toHaveTextContent('No patient has this user ID');
    expect(server.callsTo('sendNotification')).toHaveLength(1);
    expect(document.querySelector('[role="dialog"]')).toBeInTheDocument();
  });
});

describe('Send Notification for others and in Arabic', () => {
  it('tells a user who is not an administrator that only administrators send notifications, asking the server nothing', async () => {
    const server = notificationServer();
    renderSend(clinicPic);
    expect(await screen.findByText('Only administrators can send notifications to patients.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Notification Title')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('labels the form and says the title rule in Arabic, right to left', async () => {
    notificationServer();
    renderSend(admin, 'ar');
    expect(await screen.findByText(text('ar', 'notifications.send.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    type(text('ar', 'notifications.send.fields.title'), 'Hey');
    expect(await screen.findByText(text('ar', 'validation.name.tooShort').replace('{n}', '3'))).toBeInTheDocument();
    expect(button(text('ar', 'notifications.send.submit'))).toBeDisabled();
    expect(button(text('ar', 'notifications.send.test.button'))).toBeDisabled();
    expect(screen.getByLabelText(text('ar', 'notifications.send.fields.store'))).toBeChecked();
  });
});
