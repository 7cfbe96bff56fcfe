import type { HomeFigures } from '@mk/contracts';
import { api } from './api';
import { homeApi } from './home';
import { fakeServer, ok, settle, testStore } from './test-kit';

const figures: HomeFigures = {
  day: '2031-03-07',
  generated_at: '2031-03-07T09:00:00.000Z',
  admin: null,
  clinics: null,
  pharmacies: { pharmacies: [{ sys_id: 'ph1', name: 'Cure', name_ar: null }], waiting: [], live_by_state: [], accepted_today: { count: 0, total: '0.00' }, er_prescriptions_today: 0 },
  centers: null,
};

describe('home endpoint', () => {
  it('reads the caller\'s figures with GET dashboard-read/home', async () => {
    const sent = fakeServer(() => ok(figures));
    const result = await testStore().dispatch(homeApi.endpoints.getHomeFigures.initiate());
    expect(sent).toEqual([{ method: 'GET', path: '/api/dashboard-read/home', body: undefined }]);
    expect(result.data).toEqual(figures);
  });

  it('asks again when the Home tag is invalidated', async () => {
    const sent = fakeServer(() => ok(figures));
    const store = testStore();
    const subscription = store.dispatch(homeApi.endpoints.getHomeFigures.initiate());
    await subscription;
    store.dispatch(api.util.invalidateTags([{ type: 'Home', id: 'FIGURES' }]));
    await settle();
    expect(sent.map((request) => request.path)).toEqual(['/api/dashboard-read/home', '/api/dashboard-read/home']);
    subscription.unsubscribe();
  });

  it("rejects with the server's message and code", async () => {
    fakeServer(() => ({ status: 500, body: { result: 'error', message: 'Database unavailable', code: 'server.error', payload: null } }));
    await expect(testStore().dispatch(homeApi.endpoints.getHomeFigures.initiate()).unwrap()).rejects.toMatchObject({ status: 500, message: 'Database unavailable' });
  });
});
