import { physiciansApi } from './physicians';
import { fakeServer, ok, testStore } from './test-kit';
import { until } from './test-wait';

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

  it('writes on doctor-write, and a removal reloads the physician\'s schedule too', async () => {
    const sent = fakeServer((request) => ok(request.method === 'GET' ? [] : physician));
    const app = testStore();
    const hours = app.dispatch(physiciansApi.endpoints.getOperatingHours.initiate('p1'));
    await hours;
    await app.dispatch(physiciansApi.endpoints.deletePhysician.initiate('p1')).unwrap();
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: '/api/doctor-write/p1' });
    await until(() => sent.filter((request) => request.method === 'GET').length === 2);
    hours.unsubscribe();
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
    await until(() => sent.filter((request) => request.method === 'GET').length > 1);
    hours.unsubscribe();
  });
});
