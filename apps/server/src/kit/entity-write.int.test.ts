import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { boolean, object, string } from 'yup';
import { findLiveClinic } from '../clinics/clinics.repository';
import { administrators, auditLog, clinics, type ClinicRow, type NewClinicRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { BadRequestError, ForbiddenError, NotFoundError } from '../http/errors';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { updateRow } from './entity-table';
import { defineEntityWriter } from './entity-write';

/*
 * The write path on a real database, through a small entity of its own over the clinics table:
 * a schema of a few clinic fields with a rule across fields, a derived column and an access rule.
 */

const ENTITY = 'kit_test';

const schema = object({
  registered_clinic_name: string().trim().required('Name is required').min(5, 'Name is too short'),
  branch_name: string().trim(),
  website: string().trim(),
  walkin_enabled: boolean(),
  enable_online_pay: boolean(),
  enable_clinic_pay: boolean(),
  pic_id: string(),
}).test('payment', 'Walk-in needs a way to pay', (value) => !(value.walkin_enabled && !value.enable_online_pay && !value.enable_clinic_pay));

/** Every change set the writer hands to the repository, to see exactly which columns an update writes. */
const written: Partial<NewClinicRow>[] = [];

const writer = defineEntityWriter({
  entityType: ENTITY,
  table: clinics,
  createSchema: schema,
  updateSchema: schema,
  apart: ['pic_id'],
  keepOnNull: ['walkin_enabled'],
  blankAsNull: true,
  errors: { notAnObject: () => new BadRequestError('Not an object'), notFound: () => new NotFoundError('No such thing') },
  find: findLiveClinic,
  update: (tx, sysId, changes) => {
    written.push(changes);
    return updateRow(tx, clinics, sysId, changes);
  },
  access: (_tx, _user, row) => {
    if (row.branch_name === 'Locked') throw new ForbiddenError();
  },
  view: (row) => ({ sys_id: row.sys_id, name: row.registered_clinic_name, branch: row.branch_name, path: row.path }),
  onCreate: { row: async ({ columns }) => ({ ...columns, path: `kit-${columns.registered_clinic_name.toLowerCase()}` }) },
  onUpdate: {
    changes: async ({ columns, values }) => ({
      ...columns,
      ...('registered_clinic_name' in columns && { path: `kit-${values.registered_clinic_name.toLowerCase()}` }),
    }),
  },
});

// Compile-time check, proven by tsc: a schema field that is no column of the table is refused.
// @ts-expect-error -- 'favourite_colour' is no column of clinics
void defineEntityWriter({
  entityType: ENTITY,
  table: clinics,
  createSchema: object({ registered_clinic_name: string().required(), favourite_colour: string() }),
  updateSchema: schema,
  errors: { notAnObject: () => new BadRequestError('x'), notFound: () => new NotFoundError('x') },
  find: findLiveClinic,
  access: () => undefined,
  view: (row) => row,
  onCreate: { row: async ({ columns }) => columns },
  onUpdate: { changes: async ({ columns }) => columns },
});

let t: TestApp;
let user: AuthUser;
let request: FastifyRequest;

beforeAll(async () => {
  t = await createTestApp();
  [user] = await t.db
    .select({ sys_id: administrators.sys_id, role: administrators.role, email: administrators.email, name: administrators.name })
    .from(administrators)
    .where(eq(administrators.email, DEMO.admin));
  // The writer reads only the caller's address and user from the request (for the audit record).
  request = { ip: '127.0.0.1', user } as unknown as FastifyRequest;
});
afterAll(() => t.close());

const rowCount = async () => Number((await t.db.select({ value: count() }).from(clinics))[0].value);
const auditsOf = (sysId?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(sysId === undefined ? eq(auditLog.entity_type, ENTITY) : and(eq(auditLog.entity_type, ENTITY), eq(auditLog.entity_id, sysId)));
const stored = async (sysId: string): Promise<ClinicRow> => (await t.db.select().from(clinics).where(eq(clinics.sys_id, sysId)))[0];

const create = (body: unknown) => writer.create(t.db, request, user, body);
const update = (sysId: string, body: unknown) => writer.update(t.db, request, user, sysId, body);

const body = (overrides: Record<string, unknown> = {}) => ({
  registered_clinic_name: 'Harbour',
  branch_name: 'South',
  website: 'https://harbour.example.com',
  walkin_enabled: true,
  enable_online_pay: true,
  enable_clinic_pay: false,
  ...overrides,
});

describe('create', () => {
  it("stores the schema's own fields and the derived ones, ignores the rest, and audits the view", async () => {
    const view = await create(body({ sys_id: '00000000-0000-4000-8000-0000000000aa', is_internal: true, pic_id: user.sys_id, colour: 'blue' }));
    expect(view).toEqual({ sys_id: expect.any(String), name: 'Harbour', branch: 'South', path: 'kit-harbour' });
    expect(view.sys_id).not.toBe('00000000-0000-4000-8000-0000000000aa');
    expect(await stored(view.sys_id)).toMatchObject({
      is_internal: false,
      pic_id: null,
      walkin_enabled: true,
      website: 'https://harbour.example.com',
    });
    const [audit] = await auditsOf(view.sys_id);
    expect(audit).toMatchObject({ action: 'create', actor_id: user.sys_id, before: null, after: view });
  });

  it('stores nothing and writes no audit when validation fails, or the body is no object', async () => {
    const [rows, audits] = [await rowCount(), (await auditsOf()).length];
    await expect(create(body({ registered_clinic_name: 'Shop' }))).rejects.toMatchObject({ statusCode: 400, message: 'Name is too short' });
    await expect(create(body({ enable_online_pay: false }))).rejects.toMatchObject({ message: 'Walk-in needs a way to pay' });
    await expect(create([body()])).rejects.toMatchObject({ statusCode: 400, message: 'Not an object' });
    expect([await rowCount(), (await auditsOf()).length]).toEqual([rows, audits]);
  });

  it('rolls back a row its author could not reach', async () => {
    const rows = await rowCount();
    await expect(create(body({ registered_clinic_name: 'Locked Away', branch_name: 'Locked' }))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await rowCount()).toBe(rows);
  });
});

describe('update', () => {
  it('writes only the fields the body names (plus derived ones), and audits before and after', async () => {
    const { sys_id } = await create(body({ registered_clinic_name: 'Named Fields' }));
    const before = await stored(sys_id);
    written.length = 0;

    const view = await update(sys_id, { branch_name: 'North', sys_id: '00000000-0000-4000-8000-0000000000bb', colour: 'red' });
    expect(written).toEqual([{ branch_name: 'North' }]);
    expect(view).toMatchObject({ sys_id, branch: 'North' });
    expect(await stored(sys_id)).toEqual({ ...before, branch_name: 'North', updatedAt: expect.any(Date) });

    await update(sys_id, { registered_clinic_name: 'Renamed Fields' });
    expect(written[1]).toEqual({ registered_clinic_name: 'Renamed Fields', path: 'kit-renamed fields' });

    const audits = await auditsOf(sys_id);
    expect(audits.filter((row) => row.action === 'update').map(({ before: b, after: a }) => [b, a])).toEqual([
      [
        { sys_id, name: 'Named Fields', branch: 'South', path: 'kit-named fields' },
        { sys_id, name: 'Named Fields', branch: 'North', path: 'kit-named fields' },
      ],
      [
        { sys_id, name: 'Named Fields', branch: 'North', path: 'kit-named fields' },
        { sys_id, name: 'Renamed Fields', branch: 'North', path: 'kit-renamed fields' },
      ],
    ]);
  });

  it('clears a field sent as null, keeps a keep-on-null one, and stores empty text as null', async () => {
    const { sys_id } = await create(body({ registered_clinic_name: 'Null Rules' }));
    written.length = 0;
    await update(sys_id, { branch_name: null, walkin_enabled: null, website: '' });
    expect(written).toEqual([{ branch_name: null, website: null }]);
    expect(await stored(sys_id)).toMatchObject({ branch_name: null, website: null, walkin_enabled: true });
  });

  it('validates the patch merged over the stored row, and a failure writes nothing', async () => {
    const { sys_id } = await create(body({ registered_clinic_name: 'Whole Record' }));
    const before = await stored(sys_id);
    written.length = 0;
    // The stored row has walk-in and online pay only: turning that off breaks the rule on the whole record.
    await expect(update(sys_id, { enable_online_pay: false, branch_name: 'East' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Walk-in needs a way to pay',
    });
    await expect(update(sys_id, { registered_clinic_name: null })).rejects.toMatchObject({ message: 'Name is required' });
    expect(written).toEqual([]);
    expect(await stored(sys_id)).toEqual(before);
    expect((await auditsOf(sys_id)).map((row) => row.action)).toEqual(['create']);

    await update(sys_id, { enable_online_pay: false, enable_clinic_pay: true });
    expect(await stored(sys_id)).toMatchObject({ enable_online_pay: false, enable_clinic_pay: true });
  });

  it('refuses a row the access rule refuses, and an unknown one', async () => {
    const { sys_id } = await create(body({ registered_clinic_name: 'Soon Locked' }));
    await t.db.update(clinics).set({ branch_name: 'Locked' }).where(eq(clinics.sys_id, sys_id));
    const before = await stored(sys_id);
    await expect(update(sys_id, { branch_name: 'Open' })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await stored(sys_id)).toEqual(before);
    await expect(update('00000000-0000-4000-8000-000000000000', { branch_name: 'Open' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'No such thing',
    });
  });
});

describe('remove', () => {
  it('soft-deletes: the row stays, is found no more, and the audit has deleted_at before and after', async () => {
    const { sys_id } = await create(body({ registered_clinic_name: 'Soon Removed' }));
    const view = await writer.remove(t.db, request, user, sys_id);
    expect(view).toMatchObject({ sys_id, name: 'Soon Removed' });
    expect((await stored(sys_id)).deleted_at).toBeInstanceOf(Date);
    const [audit] = (await auditsOf(sys_id)).filter((row) => row.action === 'delete');
    expect(audit.before).toMatchObject({ sys_id, deleted_at: null });
    expect(audit.after).toMatchObject({ sys_id, deleted_at: expect.any(String) });
    await expect(update(sys_id, { branch_name: 'Back' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(writer.remove(t.db, request, user, sys_id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
