import { clinicsApi } from './clinics';
import { fakeServer, ok, testStore } from './test-kit';

const clinic = { sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' };

describe('clinic endpoints', () => {
  it('asks the ADMIN list with the given filters only', async () => {
    const sent = fakeServer(() => ok({ count: 0, rows: [] }));
    await testStore().dispatch(
      clinicsApi.endpoints.getClinics.initiate({ page: 2, limit: 10, name: 'noor', city: undefined, tags: '3,7', specialization: 'DENTISTRY' }),
    );
    expect(sent[0].path).toBe('/api/clinic-read/clinics?page=2&limit=10&name=noor&tags=3%2C7&specialization=DENTISTRY');
  });

  it('asks the PIC list with page and limit and reads count and data', async () => {
    const sent = fakeServer(() => ok({ count: 1, data: [clinic] }));
    const result = await testStore().dispatch(clinicsApi.endpoints.getClinicsPage.initiate({ page: 1, limit: 10 }));
    expect(sent[0].path).toBe('/api/clinic-read/?page=1&limit=10');
    expect(result.data).toEqual({ count: 1, data: [clinic] });
  });

  it('reads one clinic as the first item of the payload array', async () => {
    const sent = fakeServer(() => ok([clinic]));
    const result = await testStore().dispatch(clinicsApi.endpoints.getClinic.initiate('c1'));
    expect(sent[0].path).toBe('/api/clinic-read/c1');
    expect(result.data).toEqual(clinic);
  });

  it('writes on clinic-write (the verbs and reloads are the kit\'s, see entity-endpoints.test.ts)', async () => {
    const sent = fakeServer(() => ok(clinic));
    await testStore().dispatch(clinicsApi.endpoints.updateClinic.initiate({ id: 'c1', changes: { website: 'noor.sa' } })).unwrap();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/clinic-write/c1', body: { website: 'noor.sa' } }]);
  });

  it("rejects with the server's message when the reply is an error", async () => {
    fakeServer(() => ({ status: 400, body: { result: 'error', message: 'Please fill all required fields', payload: null } }));
    await expect(testStore().dispatch(clinicsApi.endpoints.createClinic.initiate({})).unwrap()).rejects.toEqual({
      status: 400,
      message: 'Please fill all required fields',
    });
  });
});
