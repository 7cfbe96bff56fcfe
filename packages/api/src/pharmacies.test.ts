import { pharmaciesApi } from './pharmacies';
import { fakeServer, ok, testStore } from './test-kit';

const pharmacy = { sys_id: 'p1', name: 'Al Shifa Pharmacy', name_ar: 'صيدلية الشفاء' };

describe('pharmacy endpoints', () => {
  it('asks the list with page 1 and limit 10 unless told, and reads count and rows', async () => {
    const sent = fakeServer(() => ok({ count: 1, rows: [pharmacy] }));
    const store = testStore();
    const result = await store.dispatch(pharmaciesApi.endpoints.getPharmacies.initiate());
    await store.dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ page: 3, limit: 20 }));
    expect(sent.map((request) => request.path)).toEqual(['/api/pharmacy-read?page=1&limit=10', '/api/pharmacy-read?page=3&limit=20']);
    expect(result.data).toEqual({ count: 1, rows: [pharmacy] });
  });

  it('reads one pharmacy by id', async () => {
    const sent = fakeServer(() => ok(pharmacy));
    const result = await testStore().dispatch(pharmaciesApi.endpoints.getPharmacy.initiate('p1'));
    expect(sent[0].path).toBe('/api/pharmacy-read/p1');
    expect(result.data).toEqual(pharmacy);
  });

  it('registers with POST pharmacy-write and updates with PATCH pharmacy-write/{id}, reading payload.id', async () => {
    const sent = fakeServer((request) => (request.method === 'POST' ? ok(pharmacy) : ok({ ...pharmacy, id: 'p1' })));
    const store = testStore();
    await store.dispatch(pharmaciesApi.endpoints.createPharmacy.initiate({ name: 'Al Shifa Pharmacy' })).unwrap();
    const updated = await store.dispatch(pharmaciesApi.endpoints.updatePharmacy.initiate({ id: 'p1', changes: { phone: '0551234567' } })).unwrap();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/pharmacy-write', body: { name: 'Al Shifa Pharmacy' } },
      { method: 'PATCH', path: '/api/pharmacy-write/p1', body: { phone: '0551234567' } },
    ]);
    expect(updated.id).toBe('p1');
  });

  it("rejects with the server's message and code when the reply is an error", async () => {
    fakeServer(() => ({ status: 400, body: { result: 'error', message: 'Please choose a person in charge', code: 'pic.required', payload: null } }));
    await expect(testStore().dispatch(pharmaciesApi.endpoints.createPharmacy.initiate({})).unwrap()).rejects.toMatchObject({
      status: 400,
      message: 'Please choose a person in charge',
    });
  });
});
