import { servicesApi } from './services';
import { fakeServer, ok, testStore } from './test-kit';

const service = { sys_id: 's1', name: 'Vitamin D Level', name_ar: 'مستوى فيتامين د', price: 180, type: 'LAB' as const, center_id: 'c1' };

describe('service endpoints', () => {
  it("pages a center's services with paginated=true, page 1 and limit 10 unless told", async () => {
    const sent = fakeServer(() => ok({ count: 1, rows: [service] }));
    const store = testStore();
    const result = await store.dispatch(servicesApi.endpoints.getServices.initiate({ centerId: 'c1' }));
    await store.dispatch(servicesApi.endpoints.getServices.initiate({ centerId: 'c1', page: 3 }));
    await store.dispatch(servicesApi.endpoints.getServices.initiate({ centerId: 'c2', paginated: false }));
    expect(sent.map((request) => request.path)).toEqual([
      '/api/medical-service-read/services/c1?paginated=true&page=1&limit=10',
      '/api/medical-service-read/services/c1?paginated=true&page=3&limit=10',
      '/api/medical-service-read/services/c2?paginated=false',
    ]);
    expect(result.data).toEqual({ count: 1, rows: [service] });
  });

  it('creates for several centers, updates, deletes with an empty PATCH, and reads by ids', async () => {
    const sent = fakeServer(() => ok([service]));
    const store = testStore();
    const { sys_id: _id, center_id: _center, ...fields } = service;
    const created = await store.dispatch(servicesApi.endpoints.createService.initiate({ center_ids: ['c1', 'c2'], service: fields })).unwrap();
    await store.dispatch(servicesApi.endpoints.updateService.initiate({ id: 's1', changes: { price: 150 } })).unwrap();
    await store.dispatch(servicesApi.endpoints.deleteService.initiate('s1')).unwrap();
    await store.dispatch(servicesApi.endpoints.getServicesByIds.initiate(['s1', 's2']));
    expect(created).toEqual([service]);
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/medical-service-write/create-service', body: { center_ids: ['c1', 'c2'], service: fields } },
      { method: 'PATCH', path: '/api/medical-service-write/update-service/s1', body: { price: 150 } },
      { method: 'PATCH', path: '/api/medical-service-write/delete-service/s1', body: {} },
      { method: 'POST', path: '/api/medical-service-read/ids', body: { ids: ['s1', 's2'] } },
    ]);
  });

  it('reads one service through medical-service-read/ids, and says Service not found when none is live', async () => {
    const sent = fakeServer((request) => ok((request.body as { ids: string[] }).ids.includes('s1') ? [service] : []));
    const store = testStore();
    const found = await store.dispatch(servicesApi.endpoints.getService.initiate('s1'));
    const missing = await store.dispatch(servicesApi.endpoints.getService.initiate('s9'));
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/medical-service-read/ids', body: { ids: ['s1'] } },
      { method: 'POST', path: '/api/medical-service-read/ids', body: { ids: ['s9'] } },
    ]);
    expect(found.data).toEqual(service);
    expect(missing.error).toEqual({ status: 404, message: 'Service not found', code: 'service.not_found' });
  });
});
