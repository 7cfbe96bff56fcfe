import { and, eq } from 'drizzle-orm';
import { TRASH_DAYS, type TrashItem } from '@mk/contracts';
import { clinicBody } from '../clinics/clinic-test-kit';
import { physicians } from '../db/schema';
import { clinicsOf, newPackage } from '../packages/package-test-kit';
import { physicianBody } from '../physicians/physician-test-kit';
import { auditOf, created, demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { trashEntries } from './trash.tables';
import { purgeTrash } from './trash.service';

const demo = demoSuite();
const { api, users } = demo;
const DAY_MS = 24 * 60 * 60 * 1000;

const trash = async (query = ''): Promise<{ count: number; rows: TrashItem[] }> => {
  const reply = await api('GET', `/api/trash-read?limit=100${query}`, users.admin);
  expect(reply.status).toBe(200);
  return reply.body.payload;
};
const inTrash = async (sysId: string) => (await trash()).rows.find((item) => item.sys_id === sysId);
const restore = (entity_type: string, sys_id: string, token = users.admin) => api('POST', '/api/trash-write/restore', token, { entity_type, sys_id });

/** A clinic of the demo PIC with one physician, both live. */
async function clinicWithPhysician(name: string, email: string): Promise<{ clinic: string; physician: string }> {
  const clinic = await created<{ sys_id: string }>(api, '/api/clinic-write', users.owner, clinicBody({ registered_clinic_name: name }));
  const physician = await created<{ sys_id: string }>(api, '/api/doctor-write', users.owner, physicianBody(clinic.sys_id, { email }));
  return { clinic: clinic.sys_id, physician: physician.sys_id };
}

describe('the Trash (issue 29)', () => {
  it('lists a package removed through its route, with its name, remover and purge date, and restores it with its tags', async () => {
    const [clinicId] = await clinicsOf(demo.t, DEMO.clinicPic);
    const sysId = await newPackage(api, users.admin, clinicId, { title: 'Trash Test Package', title_ar: 'باقة سلة المحذوفات' });
    const tag = await created<{ id: number }>(api, '/api/tags-write/tags', users.admin, { name: 'Trash Tagged' });
    expect((await api('POST', '/api/tags-write/assign-tag', users.admin, [{ entity_type: 'PACKAGE', entity_sys_id: sysId, tag_id: tag.id }])).status).toBe(200);

    expect((await api('DELETE', '/api/promotion-write/delete-package', users.admin, { ids: [sysId] })).status).toBe(200);
    const item = await inTrash(sysId);
    expect(item).toMatchObject({ entity_type: 'PACKAGE', name: 'Trash Test Package', name_ar: 'باقة سلة المحذوفات', removed_with: null });
    expect(item!.removed_by).toEqual(expect.any(String));
    expect(new Date(item!.purge_at).getTime() - new Date(item!.removed_at).getTime()).toBe(TRASH_DAYS * DAY_MS);
    expect((await trash('&entity_type=PACKAGE')).rows.map((row) => row.entity_type)).toEqual(expect.arrayContaining(['PACKAGE']));
    expect((await trash('&entity_type=CLINIC')).rows.some((row) => row.sys_id === sysId)).toBe(false);

    const restored = await restore('PACKAGE', sysId);
    expect(restored).toMatchObject({ status: 200, body: { payload: { restored: [{ entity_type: 'PACKAGE', sys_id: sysId }] } } });
    expect(await inTrash(sysId)).toBeUndefined();
    const listed = await api('GET', '/api/promotion-read/admin?title=Trash%20Test%20Package', users.admin);
    const pack = listed.body.payload.rows.find((row: { sys_id: string }) => row.sys_id === sysId);
    expect(pack.tags).toContainEqual(expect.objectContaining({ id: tag.id, name: 'Trash Tagged' }));

    const [audit] = await auditOf(demo.t, 'restore', sysId);
    expect(audit).toMatchObject({ actor_id: users.adminId, entity_type: 'package', after: { restored: [{ entity_type: 'PACKAGE', sys_id: sysId }] } });
    // Restored: no longer in the Trash, so a second restore is a 404.
    expect((await restore('PACKAGE', sysId)).body.code).toBe('trash.not_found');
  });

  it("lists a clinic's physicians as removed with it; refuses a physician alone; the clinic brings them back", async () => {
    const { clinic, physician } = await clinicWithPhysician('Trash Test Clinic', 'trash.clinic.physician@example.com');
    expect((await api('DELETE', `/api/clinic-write/${clinic}`, users.owner)).status).toBe(200);

    expect(await inTrash(clinic)).toMatchObject({ entity_type: 'CLINIC', name: 'Trash Test Clinic', removed_with: null });
    expect(await inTrash(physician)).toMatchObject({ entity_type: 'PHYSICIAN', removed_with: { entity_type: 'CLINIC', sys_id: clinic } });

    const refused = await restore('PHYSICIAN', physician);
    expect(refused).toMatchObject({ status: 409, body: { code: 'trash.parent_removed' } });
    expect(refused.body.message).toContain('clinic');

    const restored = await restore('CLINIC', clinic);
    expect(restored.status).toBe(200);
    expect(restored.body.payload.restored).toEqual([
      { entity_type: 'CLINIC', sys_id: clinic },
      { entity_type: 'PHYSICIAN', sys_id: physician },
    ]);
    expect((await api('GET', `/api/clinic-read/${clinic}`, users.admin)).status).toBe(200);
    expect((await api('GET', `/api/doctor-read/${physician}`, users.admin)).status).toBe(200);
    expect(await inTrash(physician)).toBeUndefined();
  });

  it("refuses a physician whose email a live physician took meanwhile (409 trash.name_taken)", async () => {
    const { clinic, physician } = await clinicWithPhysician('Trash Email Clinic', 'trash.email@example.com');
    expect((await api('DELETE', `/api/doctor-write/${physician}`, users.owner)).status).toBe(200);
    await created(api, '/api/doctor-write', users.owner, physicianBody(clinic, { email: 'Trash.Email@example.com' }));
    expect(await restore('PHYSICIAN', physician)).toMatchObject({ status: 409, body: { code: 'trash.name_taken' } });
    const [row] = await demo.t.db.select({ deleted_at: physicians.deleted_at }).from(physicians).where(eq(physicians.sys_id, physician));
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await inTrash(physician)).toBeDefined();
  });

  it('answers 404 for a record that is not in the Trash, and 400 for an unknown kind', async () => {
    const [clinicId] = await clinicsOf(demo.t, DEMO.clinicPic);
    expect(await restore('CLINIC', clinicId)).toMatchObject({ status: 404, body: { code: 'trash.not_found' } });
    expect((await restore('PROMO_CODE', clinicId)).status).toBe(404);
    expect((await restore('PATIENT', clinicId)).status).toBe(400);
    expect((await api('GET', '/api/trash-read?entity_type=PATIENT', users.admin)).status).toBe(400);
  });

  it('is ADMIN only: a PIC gets 403 on both routes', async () => {
    const [clinicId] = await clinicsOf(demo.t, DEMO.clinicPic);
    expect((await api('GET', '/api/trash-read', users.owner)).status).toBe(403);
    expect((await restore('CLINIC', clinicId, users.owner)).status).toBe(403);
    expect((await api('GET', '/api/trash-read')).status).toBe(401);
  });

  it('purges entries after TRASH_DAYS days: gone from the list, restore 404s, the row stays removed', async () => {
    const [clinicId] = await clinicsOf(demo.t, DEMO.clinicPic);
    const sysId = await newPackage(api, users.admin, clinicId, { title: 'Purged Package' });
    expect((await api('DELETE', '/api/promotion-write/delete-package', users.admin, { ids: [sysId] })).status).toBe(200);
    expect(await purgeTrash(demo.t.db, new Date(Date.now() + (TRASH_DAYS - 1) * DAY_MS))).toBe(0);
    expect(await inTrash(sysId)).toBeDefined();

    expect(await purgeTrash(demo.t.db, new Date(Date.now() + (TRASH_DAYS + 1) * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await inTrash(sysId)).toBeUndefined();
    expect(await restore('PACKAGE', sysId)).toMatchObject({ status: 404, body: { code: 'trash.not_found' } });
    const [entry] = await demo.t.db.select().from(trashEntries).where(and(eq(trashEntries.entity_type, 'PACKAGE'), eq(trashEntries.sys_id, sysId)));
    expect(entry.purged_at).toBeInstanceOf(Date);
  });
});
