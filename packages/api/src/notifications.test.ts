import { notificationsApi } from './notifications';
import { fakeServer, ok, testStore } from './test-kit';

const sentRow = { sys_id: 'n1', title: 'Clinics open late', receiver_entity: 'all_patients', stored: true, delivered_count: 10, audience_count: 12, status: 'sending' };

describe('notification endpoints', () => {
  it('lists what was sent with page 1 and limit 10 unless told', async () => {
    const sent = fakeServer(() => ok({ count: 1, rows: [sentRow] }));
    const store = testStore();
    const first = await store.dispatch(notificationsApi.endpoints.getSentNotifications.initiate({}));
    await store.dispatch(notificationsApi.endpoints.getSentNotifications.initiate({ page: 3, limit: 20 }));
    expect(sent.map((request) => request.path)).toEqual(['/api/notification-read/?page=1&limit=10', '/api/notification-read/?page=3&limit=20']);
    expect(first.data).toEqual({ count: 1, rows: [sentRow] });
  });

  it('stores with POST notification-write/ and only delivers with POST notification-write/sendToAll', async () => {
    const sent = fakeServer(() => ok({ sys_id: 'n2', receiver_entity: 'patient', stored: true, audience_count: 1, status: 'sending' }));
    const store = testStore();
    const test = { title: 'Test send', content: 'Hello', receiver_entity: 'patient' as const, receiver_id: 'p1' };
    const reply = await store.dispatch(notificationsApi.endpoints.sendNotification.initiate({ notification: test, store: true })).unwrap();
    await store.dispatch(notificationsApi.endpoints.sendNotification.initiate({ notification: { title: 'To all', receiver_entity: 'all_patients' }, store: false })).unwrap();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/notification-write/', body: test },
      { method: 'POST', path: '/api/notification-write/sendToAll', body: { title: 'To all', receiver_entity: 'all_patients' } },
    ]);
    expect(reply.sys_id).toBe('n2');
  });

  it("rejects with the server's message and code", async () => {
    fakeServer(() => ({ status: 400, body: { result: 'error', message: 'No patient has this user ID', code: 'notification.receiver_not_found', payload: null } }));
    const notification = { title: 'Test send', receiver_entity: 'patient' as const, receiver_id: 'nobody' };
    await expect(testStore().dispatch(notificationsApi.endpoints.sendNotification.initiate({ notification, store: true })).unwrap()).rejects.toMatchObject({
      status: 400,
      message: 'No patient has this user ID',
      code: 'notification.receiver_not_found',
    });
  });
});
