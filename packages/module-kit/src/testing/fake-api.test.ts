import { clinicsApi } from '@mk/api';
import { createAppStore } from '@mk/session';
import { endFakeApi, fakeApi } from './fake-api';
import { fail, installFakeServer, ok } from './fake-server';
import { testAdmin } from './test-text';

const clinic = { sys_id: 'c1', registered_clinic_name: 'Noor Clinic' };
const store = () => createAppStore({ user: testAdmin, realtime: false });

describe('fakeApi', () => {
  it('answers each endpoint by name, with the request its real definition built', async () => {
    const server = fakeApi({
      getClinicsPage: (call) => ok({ count: 1, data: [{ ...clinic, page: call.query.page }] }),
      createClinic: (call) => ok({ ...(call.body as object), sys_id: 'c9' }),
    });
    const app = store();
    const page = await app.dispatch(clinicsApi.endpoints.getClinicsPage.initiate({ page: 2, limit: 10 }));
    const created = await app.dispatch(clinicsApi.endpoints.createClinic.initiate({ registered_clinic_name: 'Salam' })).unwrap();

    expect(page.data).toEqual({ count: 1, data: [{ ...clinic, page: '2' }] });
    expect(created).toEqual({ registered_clinic_name: 'Salam', sys_id: 'c9' });
    expect(server.calls.map(({ endpoint, method, path }) => ({ endpoint, method, path }))).toEqual([
      { endpoint: 'getClinicsPage', method: 'GET', path: '/api/clinic-read/?page=2&limit=10' },
      { endpoint: 'createClinic', method: 'POST', path: '/api/clinic-write' },
    ]);
    expect(server.callsTo('getClinicsPage')[0]).toMatchObject({ type: 'query', args: { page: 2, limit: 10 } });
    expect(server.callsTo('createClinic')[0].headers.authorization).toBe(`Bearer ${testAdmin.token}`);
  });

  it('lets a test change an answer, e.g. to make the next save fail with a code', async () => {
    const server = fakeApi({ createClinic: ok(clinic) });
    server.use({ createClinic: fail(409, 'Taken', 'clinic.name_taken') });
    await expect(store().dispatch(clinicsApi.endpoints.createClinic.initiate({})).unwrap()).rejects.toEqual({
      status: 409,
      message: 'Taken',
      code: 'clinic.name_taken',
    });
  });

  it("asks a test's `before` first, for handled and unhandled endpoints alike", async () => {
    fakeApi({ getClinic: ok(clinic) }, { before: (call) => (call.method === 'GET' ? fail(404, 'Clinic not found') : ok({ sys_id: 'c2' })) });
    const app = store();
    expect((await app.dispatch(clinicsApi.endpoints.getClinic.initiate('c1'))).error).toMatchObject({ status: 404 });
    await expect(app.dispatch(clinicsApi.endpoints.createClinic.initiate({})).unwrap()).resolves.toEqual({ sys_id: 'c2' });
  });

  it('fails the test on a call to an endpoint it has no handler for, naming the endpoint', async () => {
    fakeApi({ getClinicsPage: ok({ count: 0, data: [] }) });
    const result = await store().dispatch(clinicsApi.endpoints.getClinic.initiate('c1'));
    expect(result.error).toMatchObject({ status: 501 });
    expect(() => endFakeApi()).toThrow('fakeApi: no handler for endpoint "getClinic" (GET /api/clinic-read/c1)');
  });

  it('answers other fetches (the media host) through options.fetch, and fails the test on one it does not answer', async () => {
    const server = fakeApi({}, { fetch: (request) => (request.path === '/api/media/upload' ? ok({ secure_url: '/a.png' }) : undefined) });
    const uploaded = await fetch('/api/media/upload', { method: 'POST', body: new FormData() });
    expect(await uploaded.json()).toMatchObject({ payload: { secure_url: '/a.png' } });
    expect((await fetch('/elsewhere')).status).toBe(501);
    expect(server.requests.map((request) => request.path)).toEqual(['/api/media/upload', '/elsewhere']);
    expect(() => endFakeApi()).toThrow('fakeApi: no answer for GET /elsewhere');
  });

  it('refuses a handler for an endpoint @mk/api does not have', () => {
    expect(() => fakeApi({ getClinicz: ok(null) } as never)).toThrow('fakeApi: @mk/api has no endpoint "getClinicz"');
  });

  it('hands the API back to fetch after each test, where installFakeServer answers', async () => {
    const received = installFakeServer(() => ok([clinic]));
    const result = await store().dispatch(clinicsApi.endpoints.getClinic.initiate('c1'));
    expect(result.data).toEqual(clinic);
    expect(received[0]).toMatchObject({ method: 'GET', path: '/api/clinic-read/c1' });
  });
});

afterEach(endFakeApi);
