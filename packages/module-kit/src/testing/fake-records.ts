import type { ApiCall, ApiHandlers } from './fake-api';
import { fail, ok, type FakeReply } from './fake-server';

/**
 * Records a fake API holds for one entity, changed by the calls it answers; a call names its record
 * by the id at the end of its path (`clinic-read/{id}`), and an unknown id is answered 404 `notFound`.
 */
export function fakeRecords<T extends { sys_id: string }>(rows: T[], notFound: string) {
  let current = [...rows];
  const find = (call: ApiCall) => current.find((row) => call.url.pathname.endsWith(`/${row.sys_id}`));
  const withRecord = (call: ApiCall, answer: (row: T) => FakeReply): FakeReply => {
    const row = find(call);
    return row ? answer(row) : fail(404, notFound);
  };
  return {
    get rows() {
      return current;
    },
    /** The first page (10 rows) as `{ count, rows }`. */
    page: () => ok({ count: current.length, rows: current.slice(0, 10) }),
    /** The record, as `shape` gives it (itself by default). */
    read: (call: ApiCall, shape: (row: T) => unknown = (row) => row) => withRecord(call, (row) => ok(shape(row))),
    /** Adds `row` and answers 201 with it. */
    create: (row: T, message = 'Created'): FakeReply => {
      current = [...current, row];
      return { status: 201, body: { result: 'ok', message, payload: row } };
    },
    /** Merges the call's body over the record. */
    update: (call: ApiCall) =>
      withRecord(call, (row) => {
        const updated = { ...row, ...(call.body as Partial<T>) };
        current = current.map((each) => (each === row ? updated : each));
        return ok(updated);
      }),
    /** Removes the record; answers what `deleted` says of it. */
    remove: (call: ApiCall, deleted: (row: T) => unknown) =>
      withRecord(call, (row) => {
        current = current.filter((each) => each !== row);
        return ok(deleted(row));
      }),
  };
}

/**
 * The maker of a test's records: `makeClinic = recordMaker<Clinic>({ ...a complete clinic })`, then
 * `makeClinic({ registered_clinic_name: 'Shifa Clinic' })` is that clinic with those fields changed.
 * Each record gets its own copies of the defaults' lists and objects, so changing one changes no other.
 */
export function recordMaker<T extends object>(defaults: T) {
  const copy = (value: unknown) => (Array.isArray(value) ? [...value] : value && typeof value === 'object' ? { ...value } : value);
  return (overrides: Partial<T> = {}): T =>
    ({ ...Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, copy(value)])), ...overrides }) as T;
}

export interface TestTag {
  id: number | string;
  name: string;
  name_ar?: string | null;
  active?: boolean;
}

/** The tag calls of list pages and bulk actions: the tags, a search by name, and every assignment accepted. */
export function tagHandlers(tags: TestTag[]): ApiHandlers {
  return {
    getTags: ok(tags),
    searchTags: (call) => {
      const search = (call.query.search ?? '').toLowerCase();
      return ok(tags.filter((tag) => tag.name.toLowerCase().includes(search)).map(({ id, name, name_ar }) => ({ id, name, name_ar })));
    },
    assignTags: ok({ requested: 1, added: 1 }),
  };
}

/**
 * The answer to `PATCH <kind>-write/{id}/status` over a domain's fake records: the facility takes the
 * status, and the reason of a suspension (none otherwise), as the server stores them.
 */
export function facilityStatusChange<T extends { sys_id: string }>(records: ReturnType<typeof fakeRecords<T>>) {
  return (call: ApiCall): FakeReply => {
    const { status, reason } = call.body as { status: string; reason?: string };
    const record = { ...call, url: new URL(call.url.href.replace(/\/status$/, '')), body: { status, status_reason: reason ?? null } };
    return records.update(record);
  };
}
