import type { ApiCall } from './fake-api';
import { fakeRecords, recordMaker } from './fake-records';

const call = (path: string, body?: unknown) => ({ url: new URL(`http://localhost${path}`), body }) as ApiCall;

describe('fakeRecords', () => {
  it('reads, updates and removes the record named at the end of the path, and answers 404 for another', () => {
    const records = fakeRecords([{ sys_id: 'c1', name: 'Noor' }, { sys_id: 'c2', name: 'Shifa' }], 'Clinic not found');
    expect(records.read(call('/api/clinic-read/c2')).body).toMatchObject({ payload: { sys_id: 'c2', name: 'Shifa' } });
    expect(records.read(call('/api/clinic-read/c9'))).toMatchObject({ status: 404, body: { message: 'Clinic not found' } });
    expect(records.update(call('/api/clinic-write/c1', { name: 'Nour' })).body).toMatchObject({ payload: { sys_id: 'c1', name: 'Nour' } });
    expect(records.remove(call('/api/clinic-write/c2'), (row) => ({ sys_id: row.sys_id })).body).toMatchObject({ payload: { sys_id: 'c2' } });
    expect(records.rows).toEqual([{ sys_id: 'c1', name: 'Nour' }]);
    expect(records.page().body).toMatchObject({ payload: { count: 1, rows: [{ sys_id: 'c1' }] } });
  });

  it('adds a created record and answers 201', () => {
    const records = fakeRecords<{ sys_id: string }>([], 'Not found');
    expect(records.create({ sys_id: 'n1' }, 'Created')).toMatchObject({ status: 201, body: { payload: { sys_id: 'n1' } } });
    expect(records.rows).toHaveLength(1);
  });
});

describe('recordMaker', () => {
  it('makes the default record with the given fields changed, each with its own lists and objects', () => {
    const makeClinic = recordMaker({ sys_id: 'c1', name: 'Noor', tags: [] as string[], owner: { name: 'Adam' } });
    expect(makeClinic()).toEqual({ sys_id: 'c1', name: 'Noor', tags: [], owner: { name: 'Adam' } });
    expect(makeClinic({ name: 'Shifa' })).toEqual({ sys_id: 'c1', name: 'Shifa', tags: [], owner: { name: 'Adam' } });
    const first = makeClinic();
    first.tags.push('VIP');
    first.owner.name = 'Eve';
    expect(makeClinic()).toEqual({ sys_id: 'c1', name: 'Noor', tags: [], owner: { name: 'Adam' } });
  });
});
