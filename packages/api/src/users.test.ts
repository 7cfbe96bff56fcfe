import { usersApi } from './users';
import { fakeServer, ok, testStore } from './test-kit';

const user = { sys_id: 'u1', name: 'Sara', email: 'sara@example.com', role: 'PIC', status: 'active', clinics: [], pharmacies: [], centers: [], last_login_at: null };

describe('staff user endpoints', () => {
  it('lists with page, limit and the filters set, leaving empty ones out', async () => {
    const sent = fakeServer(() => ok({ count: 1, rows: [user] }));
    const result = await testStore().dispatch(usersApi.endpoints.getStaffUsers.initiate({ page: 2, limit: 10, search: 'sara', role: 'PIC', status: undefined }));
    expect(sent[0].path).toBe('/api/administrator-read/users?page=2&limit=10&search=sara&role=PIC');
    expect(result.data?.rows[0].email).toBe('sara@example.com');
  });

  it('creates, updates, disables, enables and resets at the issue\'s paths', async () => {
    const sent = fakeServer((request) => ok(request.path.endsWith('reset-password') ? { set_password_url: 'http://x/set-password?token=t' } : { sys_id: 'u1', set_password_url: 'http://x/set-password?token=s' }));
    const store = testStore();
    const created = await store.dispatch(usersApi.endpoints.createStaffUser.initiate({ name: 'Sara', email: 'sara@example.com', role: 'PIC', pharmacy_ids: ['p1'] })).unwrap();
    await store.dispatch(usersApi.endpoints.updateStaffUser.initiate({ id: 'u1', changes: { role: 'ADMIN' } })).unwrap();
    await store.dispatch(usersApi.endpoints.disableStaffUser.initiate('u1')).unwrap();
    await store.dispatch(usersApi.endpoints.enableStaffUser.initiate('u1')).unwrap();
    const reset = await store.dispatch(usersApi.endpoints.resetStaffUserPassword.initiate('u1')).unwrap();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/administrator-write/users', body: { name: 'Sara', email: 'sara@example.com', role: 'PIC', pharmacy_ids: ['p1'] } },
      { method: 'PATCH', path: '/api/administrator-write/users/u1', body: { role: 'ADMIN' } },
      { method: 'POST', path: '/api/administrator-write/users/u1/disable', body: undefined },
      { method: 'POST', path: '/api/administrator-write/users/u1/enable', body: undefined },
      { method: 'POST', path: '/api/administrator-write/users/u1/reset-password', body: undefined },
    ]);
    expect(created.set_password_url).toContain('token=s');
    expect(reset.set_password_url).toContain('token=t');
  });

  it('reloads the list after a disable', async () => {
    const sent = fakeServer(() => ok({ count: 1, rows: [user] }));
    const store = testStore();
    store.dispatch(usersApi.endpoints.getStaffUsers.initiate({ page: 1, limit: 10 }));
    await store.dispatch(usersApi.endpoints.getStaffUsers.initiate({ page: 1, limit: 10 }));
    await store.dispatch(usersApi.endpoints.disableStaffUser.initiate('u1')).unwrap();
    await new Promise<void>((resolve) => {
      const check = () => (sent.filter((request) => request.method === 'GET').length === 2 ? resolve() : setTimeout(check, 5));
      check();
    });
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('sets a password from a link and changes one\'s own, reading the new token', async () => {
    const sent = fakeServer((request) => ok(request.path.endsWith('me/password') ? { token: 'fresh' } : null));
    const store = testStore();
    await store.dispatch(usersApi.endpoints.setPassword.initiate({ token: 'abc', password: 'a long passphrase' })).unwrap();
    const changed = await store.dispatch(usersApi.endpoints.changeOwnPassword.initiate({ current_password: 'old', new_password: 'a long passphrase' })).unwrap();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/administrator-read/set-password', 'POST /api/administrator-write/me/password']);
    expect(sent[1].body).toEqual({ current_password: 'old', new_password: 'a long passphrase' });
    expect(changed).toEqual({ token: 'fresh' });
  });
});
