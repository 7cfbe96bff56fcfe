import { facilityStatusApi } from './facility-status';
import { pharmaciesApi } from './pharmacies';
import { fakeServer, ok, testStore } from './test-kit';

describe('facility status endpoints', () => {
  it('changes the status at each kind\'s write path', async () => {
    const sent = fakeServer(() => ok(null));
    const store = testStore();
    await store.dispatch(facilityStatusApi.endpoints.changeFacilityStatus.initiate({ kind: 'pharmacy', id: 'p1', change: { status: 'active' } })).unwrap();
    await store.dispatch(facilityStatusApi.endpoints.changeFacilityStatus.initiate({ kind: 'clinic', id: 'c1', change: { status: 'suspended', reason: 'Licence expired' } })).unwrap();
    await store.dispatch(facilityStatusApi.endpoints.changeFacilityStatus.initiate({ kind: 'center', id: 'm1', change: { status: 'active' } })).unwrap();
    expect(sent).toEqual([
      { method: 'PATCH', path: '/api/pharmacy-write/p1/status', body: { status: 'active' } },
      { method: 'PATCH', path: '/api/clinic-write/c1/status', body: { status: 'suspended', reason: 'Licence expired' } },
      { method: 'PATCH', path: '/api/center-write/m1/status', body: { status: 'active' } },
    ]);
  });

  it('reads the pending counts, and a pharmacy list filtered by status', async () => {
    const sent = fakeServer((request) => ok(request.path.includes('pending') ? { clinics: 1, pharmacies: 2, centers: 0 } : { count: 0, rows: [] }));
    const store = testStore();
    const counts = await store.dispatch(facilityStatusApi.endpoints.getPendingFacilityCounts.initiate());
    await store.dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ page: 1, limit: 10, status: 'pending' }));
    expect(counts.data).toEqual({ clinics: 1, pharmacies: 2, centers: 0 });
    expect(sent.map((request) => request.path)).toEqual(['/api/administrator-read/pending-facilities', '/api/pharmacy-read?page=1&limit=10&status=pending']);
  });
});
