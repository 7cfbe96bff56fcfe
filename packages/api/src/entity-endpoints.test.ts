import { api } from './api';
import { entityWrites, recordAndLists } from './entity-endpoints';
import { fakeServer, ok, testStore } from './test-kit';
import { until } from './test-wait';

interface Row {
  sys_id: string;
  name: string;
}

// A made-up entity on the shared API, so the kit is tested apart from any domain.
const writes = entityWrites('thing-write', 'Pharmacy');
const thingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThings: build.query<{ count: number; rows: Row[] }, void>({
      query: () => ({ url: 'thing-read' }),
      providesTags: [{ type: 'Pharmacy', id: 'LIST' }],
    }),
    getThing: build.query<Row, string>({
      query: (id) => ({ url: `thing-read/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Pharmacy', id }],
    }),
    createThing: build.mutation<Row, { name: string }>(writes.create),
    updateThing: build.mutation<Row, { id: string; changes: { name: string } }>(writes.update),
    deleteThing: build.mutation<Row, string>(writes.remove),
  }),
});

/** A server holding `rows`, changed by the writes it receives. */
function thingServer(rows: Row[]) {
  return fakeServer((request) => {
    const id = decodeURIComponent(request.path.split('/').at(-1) ?? '');
    if (request.method === 'POST') rows = [...rows, { sys_id: `t${rows.length + 1}`, ...(request.body as { name: string }) }];
    if (request.method === 'PATCH') rows = rows.map((row) => (row.sys_id === id ? { ...row, ...(request.body as object) } : row));
    if (request.method === 'DELETE') rows = rows.filter((row) => row.sys_id !== id);
    if (request.path === '/api/thing-read') return ok({ count: rows.length, rows });
    return ok(rows.find((row) => row.sys_id === id) ?? {});
  });
}

describe('entity write endpoints', () => {
  it('send POST path, PATCH path/{id} with the changes and DELETE path/{id}, the id encoded', async () => {
    const sent = thingServer([{ sys_id: 'a b', name: 'One' }]);
    const app = testStore();
    await app.dispatch(thingsApi.endpoints.createThing.initiate({ name: 'Two' })).unwrap();
    await app.dispatch(thingsApi.endpoints.updateThing.initiate({ id: 'a b', changes: { name: 'Uno' } })).unwrap();
    await app.dispatch(thingsApi.endpoints.deleteThing.initiate('a b')).unwrap();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/thing-write', body: { name: 'Two' } },
      { method: 'PATCH', path: '/api/thing-write/a%20b', body: { name: 'Uno' } },
      { method: 'DELETE', path: '/api/thing-write/a%20b', body: undefined },
    ]);
  });

  it('reload the lists after a create and a delete, and the record after an update', async () => {
    const sent = thingServer([{ sys_id: 't1', name: 'One' }]);
    const app = testStore();
    const list = app.dispatch(thingsApi.endpoints.getThings.initiate());
    const one = app.dispatch(thingsApi.endpoints.getThing.initiate('t1'));
    await Promise.all([list, one]);
    const listed = () => thingsApi.endpoints.getThings.select()(app.getState()).data?.count;
    const name = () => thingsApi.endpoints.getThing.select('t1')(app.getState()).data?.name;

    await app.dispatch(thingsApi.endpoints.createThing.initiate({ name: 'Two' })).unwrap();
    await until(() => listed() === 2);
    await app.dispatch(thingsApi.endpoints.updateThing.initiate({ id: 't1', changes: { name: 'Uno' } })).unwrap();
    await until(() => name() === 'Uno');
    await app.dispatch(thingsApi.endpoints.deleteThing.initiate('t2')).unwrap();
    await until(() => listed() === 1);
    // t1 was read at first and after its update; the create and the delete of t2 reloaded only the list.
    expect(sent.filter((request) => request.path === '/api/thing-read/t1')).toHaveLength(2);
    list.unsubscribe();
    one.unsubscribe();
  });

  it('name the record and the lists of its type', () => {
    expect(recordAndLists('Clinic', 'c1')).toEqual([
      { type: 'Clinic', id: 'c1' },
      { type: 'Clinic', id: 'LIST' },
    ]);
  });
});
