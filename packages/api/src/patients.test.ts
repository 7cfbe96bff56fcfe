import { patientsApi, toRowsPage } from './patients';
import { fakeServer, ok, settle, testStore } from './test-kit';

const patient = { sys_id: 'pt1', name: 'Sara Ali', phone: '0551234567', national_id: '1000000008' };

describe('patient endpoints', () => {
  it('asks the list by page and limit, and reads count and data or rows', async () => {
    const sent = fakeServer((request) =>
      ok(request.path.includes('page=1') ? { count: 11, data: [patient] } : { count: 11, rows: [{ ...patient, sys_id: 'pt2' }] }),
    );
    const app = testStore();
    const first = await app.dispatch(patientsApi.endpoints.getPatients.initiate({ page: 1, limit: 10 }));
    const second = await app.dispatch(patientsApi.endpoints.getPatients.initiate({ page: 2, limit: 10 }));
    expect(sent.map((request) => request.path)).toEqual(['/api/patient-read/?page=1&limit=10', '/api/patient-read/?page=2&limit=10']);
    expect(first.data).toEqual({ count: 11, rows: [patient] });
    expect(second.data?.rows[0].sys_id).toBe('pt2');
  });

  it('asks the history of one patient and accepts a bare array', async () => {
    const visit = { id: 'a1', type: 'walkin', status: 'done', date_time: '2024-03-05T09:00:00.000Z' };
    const sent = fakeServer(() => ok([visit]));
    const result = await testStore().dispatch(patientsApi.endpoints.getPatientHistory.initiate({ patientId: 'pt 1', page: 3, limit: 10 }));
    expect(sent[0].path).toBe('/api/appointment-management/all-patient-history?patient_id=pt+1&page=3&limit=10');
    expect(result.data).toEqual({ count: 1, rows: [visit] });
  });

  it('keeps whose history it is when the server says', async () => {
    fakeServer(() => ok({ count: 0, data: [], patient: { sys_id: 'pt1', name: 'Sara Ali' } }));
    const result = await testStore().dispatch(patientsApi.endpoints.getPatientHistory.initiate({ patientId: 'pt1', page: 1, limit: 10 }));
    expect(result.data).toEqual({ count: 0, rows: [], patient: { sys_id: 'pt1', name: 'Sara Ali' } });
  });

  it('searches by phone and reads the patient from an object or a list', async () => {
    const sent = fakeServer(() => ok([patient]));
    const found = await testStore().dispatch(patientsApi.endpoints.searchPatient.initiate('0551234567'));
    expect(sent[0].path).toBe('/api/patient-read/search?phone=0551234567');
    expect(found.data).toEqual(patient);
  });

  it('creates a patient and refreshes the list', async () => {
    let rows = [patient];
    const sent = fakeServer((request) => {
      if (request.method === 'POST') {
        rows = [...rows, { ...patient, sys_id: 'pt2' }];
        return ok({ ...patient, sys_id: 'pt2' });
      }
      return ok({ count: rows.length, data: rows });
    });
    const app = testStore();
    const list = app.dispatch(patientsApi.endpoints.getPatients.initiate({ page: 1, limit: 10 }));
    await list;
    const body = { name: 'Omar Hassan', phone: '0551234568', national_id: '1000000016', date_of_birth: '1990-01-01T06:00:00.000Z' };
    await app.dispatch(patientsApi.endpoints.createPatient.initiate(body)).unwrap();
    expect(sent[1]).toEqual({ method: 'POST', path: '/api/patient-write', body });
    await settle();
    expect(patientsApi.endpoints.getPatients.select({ page: 1, limit: 10 })(app.getState()).data?.count).toBe(2);
    list.unsubscribe();
  });

  it('sends a bulk batch as an array to the path of the importing user', async () => {
    const reply = { created: 1, existing: 0, rejected: 0, rows: [{ index: 0, outcome: 'created', sys_id: 'pt9' }] };
    const sent = fakeServer(() => ok(reply));
    const patients = [{ name: 'Sara Ali', phone: '0551234567', national_id: '1000000008', country_id: 'SAU' }];
    const result = await testStore().dispatch(patientsApi.endpoints.bulkCreatePatients.initiate({ userId: 'adm-1', patients })).unwrap();
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/patient-write/bulk-create/adm-1', body: patients });
    expect(result).toEqual(reply);
  });

  it("asks whether a new patient's national id or phone is taken, in the body (never the URL)", async () => {
    const sent = fakeServer(() => ok({ national_id_taken: true, phone_taken: false }));
    const body = { national_id: '1000000008', phone: '0551234567' };
    const result = await testStore().dispatch(patientsApi.endpoints.checkPatientIdentity.initiate(body)).unwrap();
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/patient-read/identity-check', body });
    expect(result).toEqual({ national_id_taken: true, phone_taken: false });
  });

  it('reads every page shape into count and rows', () => {
    expect(toRowsPage({ count: '3', data: [1, 2] })).toEqual({ count: 3, rows: [1, 2] });
    expect(toRowsPage({ rows: [1] })).toEqual({ count: 1, rows: [1] });
    expect(toRowsPage(null)).toEqual({ count: 0, rows: [] });
  });
});
