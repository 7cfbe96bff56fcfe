import { physiciansApi } from './physicians';
import { fakeServer, ok, settle, testStore } from './test-kit';

const physician = { sys_id: 'p1', name: 'Sara Ali', arabic_name: 'سارة علي' };

describe('physician endpoints', () => {
  it('asks the v2 list with the given filters only', async () => {
    const sent = fakeServer(() => ok({ count: 0, rows: [] }));
    await testStore().dispatch(
      physiciansApi.endpoints.getPhysicians.initiate({ page: 2, limit: 10, name: 'sara', consultationType: 'online', clinic: undefined }),
    );
    expect(sent[0].path).toBe('/api/doctor-read/v2?page=2&limit=10&name=sara&consultationType=online');
  });

  it('reads one physician from its payload', async () => {
    const sent = fakeServer(() => ok(physician));
    const result = await testStore().dispatch(physiciansApi.endpoints.getPhysician.initiate('p1'));
    expect(sent[0].path).toBe('/api/doctor-read/p1');
    expect(result.data).toEqual(physician);
  });

  it('deletes the physician it is given and refreshes the list that showed it', async () => {
    let rows = [physician, { ...physician, sys_id: 'p2' }];
    const sent = fakeServer((request) => {
      if (request.method === 'DELETE') {
        rows = rows.filter((row) => !request.path.endsWith(row.sys_id));
        return ok({ sys_id: 'p2', name: 'Sara Ali' });
      }
      return ok({ count: rows.length, rows });
    });
    const app = testStore();
    const list = app.dispatch(physiciansApi.endpoints.getPhysicians.initiate({ page: 1, limit: 10 }));
    await list;
    await app.dispatch(physiciansApi.endpoints.deletePhysician.initiate('p2')).unwrap();
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: '/api/doctor-write/p2' });
    await settle();
    expect(physiciansApi.endpoints.getPhysicians.select({ page: 1, limit: 10 })(app.getState()).data?.count).toBe(1);
    list.unsubscribe();
  });

  it('registers with POST doctor-write and reloads the lists', async () => {
    let rows = [physician];
    const sent = fakeServer((request) => {
      if (request.method === 'POST') {
        rows = [...rows, { ...physician, sys_id: 'p2' }];
        return { status: 201, ...ok({ ...physician, sys_id: 'p2' }) };
      }
      return ok({ count: rows.length, rows });
    });
    const app = testStore();
    const list = app.dispatch(physiciansApi.endpoints.getPhysicians.initiate({ page: 1, limit: 10 }));
    await list;
    const created = await app.dispatch(physiciansApi.endpoints.createPhysician.initiate({ name: 'Sara Ali', app_access: true })).unwrap();
    expect(created.sys_id).toBe('p2');
    expect(sent[1]).toEqual({ method: 'POST', path: '/api/doctor-write', body: { name: 'Sara Ali', app_access: true } });
    await settle();
    expect(physiciansApi.endpoints.getPhysicians.select({ page: 1, limit: 10 })(app.getState()).data?.count).toBe(2);
    list.unsubscribe();
  });

  it('updates with PATCH on the id and reloads that physician', async () => {
    let stored = physician;
    const sent = fakeServer((request) => {
      if (request.method === 'PATCH') stored = { ...stored, ...(request.body as object) };
      return ok(stored);
    });
    const app = testStore();
    const one = app.dispatch(physiciansApi.endpoints.getPhysician.initiate('p1'));
    await one;
    await app.dispatch(physiciansApi.endpoints.updatePhysician.initiate({ id: 'p1', changes: { name: 'Sara Ahmed' } })).unwrap();
    expect(sent[1]).toEqual({ method: 'PATCH', path: '/api/doctor-write/p1', body: { name: 'Sara Ahmed' } });
    await settle();
    expect(physiciansApi.endpoints.getPhysician.select('p1')(app.getState()).data?.name).toBe('Sara Ahmed');
    one.unsubscribe();
  });

  it("rejects a refused registration with the server's message", async () => {
    fakeServer(() => ({ status: 409, body: { result: 'error', message: 'A physician with this email already exists', payload: null } }));
    await expect(testStore().dispatch(physiciansApi.endpoints.createPhysician.initiate({})).unwrap()).rejects.toEqual({
      status: 409,
      message: 'A physician with this email already exists',
    });
  });

  it('reads, sets and resets the operating hours, reloading the stored slots after a change', async () => {
    let stored: unknown[] = [{ day: 1, from: '0900', until: '0959' }];
    const sent = fakeServer((request) => {
      if (request.method === 'DELETE') stored = [];
      return ok(request.method === 'GET' ? stored : {});
    });
    const app = testStore();
    const hours = app.dispatch(physiciansApi.endpoints.getOperatingHours.initiate('p1'));
    expect((await hours).data).toEqual(stored);
    await app.dispatch(physiciansApi.endpoints.resetOperatingHours.initiate('p1')).unwrap();
    const periods = [{ days: [0, 2], from: '0900', until: '1200' }];
    await app.dispatch(physiciansApi.endpoints.setOperatingHours.initiate({ physicianId: 'p1', periods })).unwrap();
    const changes = sent.filter((request) => request.method !== 'GET');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/appointment-management/get-operating-hour/p1' });
    expect(changes[0]).toMatchObject({ method: 'DELETE', path: '/api/appointment-management/reset-operating-hour/p1' });
    expect(changes[1]).toMatchObject({
      method: 'POST',
      path: '/api/appointment-management/set-operating-hour-v3',
      body: { physician_id: 'p1', periods },
    });
    await settle();
    expect(sent.filter((request) => request.method === 'GET').length).toBeGreaterThan(1);
    hours.unsubscribe();
  });
});
