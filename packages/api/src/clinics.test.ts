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

  it('deletes the clinic it is given and refreshes the list that showed it', async () => {
    let rows = [clinic, { ...clinic, sys_id: 'c2' }];
    const sent = fakeServer((request) => {
      if (request.method === 'DELETE') {
        rows = rows.filter((row) => !request.path.endsWith(row.sys_id));
        return ok({ sys_id: 'c2', registered_clinic_name: 'Noor Clinic' });
      }
      return ok({ count: rows.length, rows });
    });
    const app = testStore();
    const list = app.dispatch(clinicsApi.endpoints.getClinics.initiate({ page: 1, limit: 10 }));
    await list;
    const deleted = await app.dispatch(clinicsApi.endpoints.deleteClinic.initiate('c2')).unwrap();
    expect(deleted.sys_id).toBe('c2');
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: '/api/clinic-write/c2' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.filter((request) => request.method === 'GET')).toHaveLength(2);
    expect(clinicsApi.endpoints.getClinics.select({ page: 1, limit: 10 })(app.getState()).data?.count).toBe(1);
    list.unsubscribe();
  });

  it('creates with POST and updates with PATCH on the id', async () => {
    const sent = fakeServer((request) => ({ status: request.method === 'POST' ? 201 : 200, ...ok(clinic) }));
    const app = testStore();
    await app.dispatch(clinicsApi.endpoints.createClinic.initiate({ registered_clinic_name: 'Noor Clinic' })).unwrap();
    await app.dispatch(clinicsApi.endpoints.updateClinic.initiate({ id: 'c1', changes: { website: 'noor.sa' } })).unwrap();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/clinic-write', body: { registered_clinic_name: 'Noor Clinic' } },
      { method: 'PATCH', path: '/api/clinic-write/c1', body: { website: 'noor.sa' } },
    ]);
  });

  it("rejects with the server's message when the reply is an error", async () => {
    fakeServer(() => ({ status: 400, body: { result: 'error', message: 'Please fill all required fields', payload: null } }));
    await expect(testStore().dispatch(clinicsApi.endpoints.createClinic.initiate({})).unwrap()).rejects.toEqual({
      status: 400,
      message: 'Please fill all required fields',
    });
  });
});
