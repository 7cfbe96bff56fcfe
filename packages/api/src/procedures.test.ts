import { proceduresApi } from './procedures';
import { fakeServer, ok, testStore } from './test-kit';

const procedure = { sys_id: 'p1', name: 'MRI with Contrast', arabic_name: 'رنين مغناطيسي بالصبغة', criteria: ['k1', 'k2'] };

describe('procedure endpoints', () => {
  it('pages the procedures and lists the criteria', async () => {
    const sent = fakeServer((request) => (request.path.includes('criteria-read/criteria') ? ok([{ sys_id: 'k1', name: 'Fasting', arabic_name: 'صيام' }]) : ok({ count: 1, rows: [procedure] })));
    const store = testStore();
    const list = await store.dispatch(proceduresApi.endpoints.getProcedures.initiate());
    const criteria = await store.dispatch(proceduresApi.endpoints.getCriteria.initiate());
    expect(sent.map((request) => request.path)).toEqual(['/api/criteria-read/procedure?page=1&limit=10', '/api/criteria-read/criteria']);
    expect(list.data).toEqual({ count: 1, rows: [procedure] });
    expect(criteria.data).toEqual([{ sys_id: 'k1', name: 'Fasting', arabic_name: 'صيام' }]);
  });

  it('creates at criteria-write/, updates with PATCH and deletes with DELETE criteria-write/{id}', async () => {
    const sent = fakeServer(() => ok(procedure));
    const store = testStore();
    const { sys_id: _id, ...fields } = procedure;
    await store.dispatch(proceduresApi.endpoints.createProcedure.initiate(fields)).unwrap();
    await store.dispatch(proceduresApi.endpoints.updateProcedure.initiate({ id: 'p1', changes: { criteria: ['k2'] } })).unwrap();
    await store.dispatch(proceduresApi.endpoints.deleteProcedure.initiate('p1')).unwrap();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/criteria-write/', body: fields },
      { method: 'PATCH', path: '/api/criteria-write/p1', body: { criteria: ['k2'] } },
      { method: 'DELETE', path: '/api/criteria-write/p1', body: undefined },
    ]);
  });

  it('finds one procedure by walking the pages of 100, and says Procedure not found past the last', async () => {
    const others = Array.from({ length: 100 }, (_, i) => ({ ...procedure, sys_id: `x${i}` }));
    const sent = fakeServer((request) => ok({ count: 101, rows: request.path.includes('page=1&') ? others : [procedure] }));
    const store = testStore();
    const found = await store.dispatch(proceduresApi.endpoints.getProcedure.initiate('P1'));
    const missing = await store.dispatch(proceduresApi.endpoints.getProcedure.initiate('p9'));
    expect(sent.map((request) => request.path)).toEqual([
      '/api/criteria-read/procedure?page=1&limit=100',
      '/api/criteria-read/procedure?page=2&limit=100',
      '/api/criteria-read/procedure?page=1&limit=100',
      '/api/criteria-read/procedure?page=2&limit=100',
    ]);
    expect(found.data).toEqual(procedure);
    expect(missing.error).toEqual({ status: 404, message: 'Procedure not found', code: 'procedure.not_found' });
  });
});
