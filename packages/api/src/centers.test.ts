import { centersApi } from './centers';
import { fakeServer, ok, testStore } from './test-kit';

const center = { sys_id: 'c1', center_name: 'Precision Diagnostics Lab', center_name_arabic: 'مختبر الدقة للتشخيص', center_type: 'LAB' };

describe('center endpoints', () => {
  it('asks the list with page 1 and limit 10 unless told, with the name filter, or unpaged', async () => {
    const sent = fakeServer(() => ok({ count: 1, rows: [center] }));
    const store = testStore();
    const result = await store.dispatch(centersApi.endpoints.getCenters.initiate());
    await store.dispatch(centersApi.endpoints.getCenters.initiate({ page: 2, limit: 5, name: 'lab' }));
    await store.dispatch(centersApi.endpoints.getCenters.initiate({ paginated: false }));
    expect(sent.map((request) => request.path)).toEqual([
      '/api/center-read?page=1&limit=10',
      '/api/center-read?page=2&limit=5&name=lab',
      '/api/center-read?paginated=false',
    ]);
    expect(result.data).toEqual({ count: 1, rows: [center] });
  });

  it('reads one, registers, updates and removes with the spec paths', async () => {
    const sent = fakeServer(() => ok(center));
    const store = testStore();
    await store.dispatch(centersApi.endpoints.getCenter.initiate('c1'));
    await store.dispatch(centersApi.endpoints.createCenter.initiate({ center_name: 'Precision Diagnostics Lab' })).unwrap();
    await store.dispatch(centersApi.endpoints.updateCenter.initiate({ id: 'c1', changes: { bank_name: 'Riyad Bank' } })).unwrap();
    await store.dispatch(centersApi.endpoints.deleteCenter.initiate('c1')).unwrap();
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/center-read/c1' });
    // Writes invalidate the record, so the read above is asked again in between.
    expect(sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/center-write', body: { center_name: 'Precision Diagnostics Lab' } },
      { method: 'PATCH', path: '/api/center-write/c1', body: { bank_name: 'Riyad Bank' } },
      { method: 'DELETE', path: '/api/center-write/c1', body: undefined },
    ]);
  });

  it('reads, sets and resets the operating hours', async () => {
    const slots = [{ day: 0, from: '0900', until: '0959' }];
    const sent = fakeServer(() => ok(slots));
    const store = testStore();
    const hours = await store.dispatch(centersApi.endpoints.getCenterHours.initiate('c1'));
    const periods = [{ days: [0, 2], from: '09:00', until: '10:00' }];
    await store.dispatch(centersApi.endpoints.setCenterHours.initiate({ centerId: 'c1', periods })).unwrap();
    await store.dispatch(centersApi.endpoints.resetCenterHours.initiate('c1')).unwrap();
    expect(hours.data).toEqual(slots);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/medical-service-read/center-operating-hour/c1' });
    expect(sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/medical-service-write/center-operating-hour', body: { center_id: 'c1', periods } },
      { method: 'DELETE', path: '/api/medical-service-write/reset-operating-hour/c1', body: undefined },
    ]);
  });

  it("rejects with the server's message when the reply is an error", async () => {
    fakeServer(() => ({ status: 400, body: { result: 'error', message: "Center's logo is required", code: 'validation.center.logoRequired', payload: null } }));
    await expect(testStore().dispatch(centersApi.endpoints.createCenter.initiate({})).unwrap()).rejects.toMatchObject({
      status: 400,
      message: "Center's logo is required",
    });
  });
});
