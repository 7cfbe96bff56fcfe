import { DEMO_NOTIFICATIONS } from '../seed/demo-notifications';
import { patientLogin } from '../orders/order-test-kit';
import { apiOf, auditOf, type TestApi } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import type { NotificationDelivery } from './notification-provider';
import { appPatient, completed, notificationCount, notificationRow, outboxOf, recordPushes, waitFor } from './notification-test-kit';
import { NotificationWorker } from './notification-worker';
import { notificationWorkerOf } from './routes';

/*
 * Notifications on a real database: who may send, what a bad body gets, where a stored or a
 * not-stored notification shows, and that the worker delivers each one to its whole audience.
 */
let t: TestApp;
let api: TestApi;
let admin: string;
let pic: string;
let demoPatient: { sys_id: string; token: string };
let otherPatient: { sys_id: string; token: string };
let pushes: Map<string, string[]>;

beforeAll(async () => {
  t = await createTestApp({ prepare: (app) => void (pushes = recordPushes(app)) });
  api = apiOf(t);
  [admin, pic, demoPatient, otherPatient] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.pharmacyPic), patientLogin(t), appPatient(t, '0599000001')]);
});
afterAll(() => t.close());

const titlesOf = async (token: string) => ((await api('GET', '/api/patient-app/notifications', token)).body.payload.rows as { title: string }[]).map((row) => row.title);

async function send(path: '/api/notification-write/' | '/api/notification-write/sendToAll', body: object) {
  const reply = await api('POST', path, admin, body);
  if (reply.status !== 201) throw new Error(`send refused: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

describe('who may send and read notifications', () => {
  const routes = [
    ['POST', '/api/notification-write/', { title: 'Hello all' }],
    ['POST', '/api/notification-write/sendToAll', { title: 'Hello all' }],
    ['GET', '/api/notification-read/', undefined],
  ] as const;

  it.each(routes)('refuses a PIC: %s %s', async (method, path, body) => {
    const before = await notificationCount(t);
    const reply = await api(method, path, pic, body);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ result: 'error', code: 'auth.forbidden' });
    expect(await notificationCount(t)).toBe(before);
  });

  it.each(routes)('refuses a patient-app token and no token: %s %s', async (method, path, body) => {
    expect((await api(method, path, demoPatient.token, body)).status).toBe(401);
    expect((await api(method, path, undefined, body)).status).toBe(401);
  });

  it("refuses a back-office token on the patient's list", async () => {
    expect((await api('GET', '/api/patient-app/notifications', admin)).status).toBe(401);
  });
});

describe('a body the send refuses stores nothing', () => {
  it.each([
    ['no title', { title: '' }, 'Please fill all required fields'],
    ['a title of 3 characters', { title: 'Hey' }, 'Invalid, must be more than 3 characters'],
    ['a test without a user id', { title: 'Test send', receiver_entity: 'patient' }, 'Must enter a user ID'],
    ['an unknown audience', { title: 'Hello all', receiver_entity: 'doctors' }, 'Please fill all required fields'],
    ['an image that is not a web link', { title: 'Hello all', image: 'javascript:alert(1)' }, 'Invalid image link'],
    ['content past a paragraph', { title: 'Hello all', content: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    ['a title that is not text', { title: 42 }, 'title must be text'],
  ])('refuses %s', async (_case, body, message) => {
    const before = await notificationCount(t);
    const reply = await api('POST', '/api/notification-write/', admin, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ result: 'error', message });
    expect(await notificationCount(t)).toBe(before);
  });

  it.each(['0b1c6f2e-9a4d-4c1e-8f3a-2d5e6f708192', 'not-an-id'])('refuses a test to a user id no patient has (%s)', async (receiverId) => {
    const before = await notificationCount(t);
    const reply = await api('POST', '/api/notification-write/', admin, { title: 'Test send', receiver_entity: 'patient', receiver_id: receiverId });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'notification.receiver_not_found', message: 'No patient has this user ID' });
    expect(await notificationCount(t)).toBe(before);
  });
});

describe("the patients' notification centers", () => {
  it('start with the seeded stored notifications, newest first, without the one sent unstored', async () => {
    const stored = DEMO_NOTIFICATIONS.filter((demo) => demo.stored).sort((a, b) => a.hoursAgo - b.hoursAgo);
    expect(await titlesOf(demoPatient.token)).toEqual(stored.map((demo) => demo.title));
  });

  it("holds a stored test in that patient's list only, and pushes it to that patient once", async () => {
    const { message, payload } = await send('/api/notification-write/', {
      title: 'Your order is on its way',
      content: 'The pharmacy has sent your order.',
      receiver_entity: 'patient',
      receiver_id: otherPatient.sys_id,
    });
    expect(message).toBe('Notification sent and stored in the notification center');
    expect(payload).toMatchObject({ receiver_entity: 'patient', stored: true, audience_count: 1 });

    const list = await api('GET', '/api/patient-app/notifications', otherPatient.token);
    expect(list.body.payload.rows[0]).toMatchObject({ title: 'Your order is on its way', content: 'The pharmacy has sent your order.' });
    expect(new Date(list.body.payload.rows[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await titlesOf(demoPatient.token)).not.toContain('Your order is on its way');

    await waitFor('the test delivery', completed(t, payload.sys_id));
    expect(await outboxOf(t, payload.sys_id)).toEqual({ rows: 1, delivered: 1 });
    expect(pushes.get(otherPatient.sys_id)).toEqual([payload.sys_id]);
    expect(await auditOf(t, 'create', payload.sys_id)).toHaveLength(1);
  });

  it('holds a stored broadcast in every patient list, delivered once to each patient', async () => {
    const { payload } = await send('/api/notification-write/', { title: 'Clinics open late this week', image: 'https://cdn.example.com/late.png' });
    expect(payload).toMatchObject({ receiver_entity: 'all_patients', stored: true, status: 'sending' });
    for (const token of [demoPatient.token, otherPatient.token]) expect((await titlesOf(token))[0]).toBe('Clinics open late this week');

    await waitFor('the broadcast', completed(t, payload.sys_id));
    const row = await notificationRow(t, payload.sys_id);
    expect(row.delivered_count).toBe(payload.audience_count);
    expect(await outboxOf(t, payload.sys_id)).toEqual({ rows: payload.audience_count, delivered: payload.audience_count });
    const receivers = [...pushes].filter(([, ids]) => ids.includes(payload.sys_id));
    expect(receivers).toHaveLength(payload.audience_count);
    expect(receivers.every(([, ids]) => ids.filter((id) => id === payload.sys_id).length === 1)).toBe(true);
  });

  it('delivers a sendToAll to everyone without storing it in any list', async () => {
    const { message, payload } = await send('/api/notification-write/sendToAll', { title: 'Flash sale on vitamins' });
    expect(message).toBe('Notification sent');
    expect(payload).toMatchObject({ stored: false });
    await waitFor('the unstored broadcast', completed(t, payload.sys_id));
    expect(await outboxOf(t, payload.sys_id)).toEqual({ rows: payload.audience_count, delivered: payload.audience_count });
    expect(pushes.get(demoPatient.sys_id)).toContain(payload.sys_id);
    for (const token of [demoPatient.token, otherPatient.token]) expect(await titlesOf(token)).not.toContain('Flash sale on vitamins');
  });

  it('pages a list', async () => {
    const first = await api('GET', '/api/patient-app/notifications?page=1&limit=1', demoPatient.token);
    const second = await api('GET', '/api/patient-app/notifications?page=2&limit=1', demoPatient.token);
    expect(first.body.payload.rows).toHaveLength(1);
    expect(second.body.payload.rows).toHaveLength(1);
    expect(first.body.payload.count).toBeGreaterThanOrEqual(3);
    expect(second.body.payload.rows[0].createdAt <= first.body.payload.rows[0].createdAt).toBe(true);
  });
});

describe('the Notification Center', () => {
  it('lists what was sent, newest first: title, audience, stored or not, when, delivered count', async () => {
    const { payload: sent } = await send('/api/notification-write/sendToAll', { title: 'Newest of all', receiver_entity: 'patient', receiver_id: demoPatient.sys_id });
    await waitFor('the newest send', completed(t, sent.sys_id));
    const reply = await api('GET', '/api/notification-read/?page=1&limit=5', admin);
    expect(reply.status).toBe(200);
    expect(reply.body.payload.count).toBeGreaterThanOrEqual(DEMO_NOTIFICATIONS.length + 4);
    expect(reply.body.payload.rows).toHaveLength(5);
    expect(reply.body.payload.rows[0]).toMatchObject({
      sys_id: sent.sys_id,
      title: 'Newest of all',
      receiver_entity: 'patient',
      receiver_id: demoPatient.sys_id,
      stored: false,
      audience_count: 1,
      delivered_count: 1,
      status: 'sent',
    });
    expect(typeof reply.body.payload.rows[0].createdAt).toBe('string');
  });
});

describe('a provider that fails', () => {
  // Last in the file: the app's own worker is stopped, and these steps are taken by hand.
  beforeAll(() => notificationWorkerOf(t.app)!.stop());

  it('leaves its batch undelivered, to be delivered once by the next step that succeeds', async () => {
    const { payload } = await send('/api/notification-write/', { title: 'Delivery retried', receiver_entity: 'patient', receiver_id: otherPatient.sys_id });
    const failing = new NotificationWorker(t.db, { deliver: () => Promise.reject(new Error('push service down')) }, t.app.log);
    await expect(failing.step()).rejects.toThrow('push service down');
    expect(await outboxOf(t, payload.sys_id)).toEqual({ rows: 1, delivered: 0 });
    expect(await notificationRow(t, payload.sys_id)).toMatchObject({ delivered_count: 0, completed_at: null });

    const delivered: NotificationDelivery[] = [];
    const working = new NotificationWorker(t.db, { deliver: async (batch) => void delivered.push(...batch) }, t.app.log);
    expect(await working.step()).toBe(true);
    expect(await working.step()).toBe(false);
    expect(delivered).toEqual([{ patient_id: otherPatient.sys_id, notification: expect.objectContaining({ sys_id: payload.sys_id, title: 'Delivery retried' }) }]);
    expect(await outboxOf(t, payload.sys_id)).toEqual({ rows: 1, delivered: 1 });
    expect(await notificationRow(t, payload.sys_id)).toMatchObject({ delivered_count: 1, completed_at: expect.any(Date) });
  });
});
