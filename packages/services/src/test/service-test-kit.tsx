// Test helpers of the Services pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { Center, MedicalService, MedicalServiceWrite, SessionUser } from '@mk/contracts';
import { domainTestKit, fakeApi, fakeRecords, ok, recordMaker, testAdmin, testPic, type FakeApiOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { servicesModule } from '../services.module';

export const admin = testAdmin;
/** A center PIC (pic-1) in charge of the Precision lab. */
export const centerPic: SessionUser = {
  ...testPic([]),
  name: 'Center Manager',
  email: 'center.pic@example.com',
  centers: [{ sys_id: 'c0000000-0000-4000-8000-000000000001', name: 'Precision Diagnostics Lab' }],
};

export const { text, renderPage: renderServicePage } = domainTestKit(servicesModule, { en, ar }, validationMessages);

const center = (n: number, center_name: string, center_name_arabic: string) =>
  ({ sys_id: `c0000000-0000-4000-8000-00000000000${n}`, center_name, center_name_arabic, center_type: 'LAB' }) as Center;
export const PRECISION = center(1, 'Precision Diagnostics Lab', 'مختبر الدقة التشخيصي');
export const RED_SEA = center(2, 'Red Sea Imaging Center', 'مركز البحر الأحمر للأشعة');

/** When the fake services were made (the server answers each service's createdAt and updatedAt). */
const CREATED_AT = '2025-01-01T08:00:00.000Z';

export const makeService = recordMaker<MedicalService>({
  sys_id: '5e000000-0000-4000-8000-000000000001',
  name: 'Vitamin D Level',
  name_ar: 'مستوى فيتامين د',
  price: 180,
  type: 'LAB',
  center_id: PRECISION.sys_id,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

/**
 * A fake API answering the service calls from `services` (each center lists its own; changed by
 * creates, updates and deletes) and the centers list, with `overrides` consulted first.
 */
export function serviceServer(options: { centers?: Center[]; services?: MedicalService[]; overrides?: FakeApiOptions['before'] } = {}) {
  const records = fakeRecords(options.services ?? [makeService()], 'Service not found');
  let created = 0;
  const server = fakeApi(
    {
      getCenters: ok({ count: (options.centers ?? [PRECISION, RED_SEA]).length, rows: options.centers ?? [PRECISION, RED_SEA] }),
      getServices: (call) => {
        const rows = records.rows.filter((service) => call.url.pathname.endsWith(`/${service.center_id}`));
        return ok({ count: rows.length, rows: rows.slice(0, 10) });
      },
      getService: (call) => ok(records.rows.filter((service) => (call.body as { ids: string[] }).ids.includes(service.sys_id))),
      createService: (call) => {
        const { center_ids, service } = call.body as { center_ids: string[]; service: MedicalServiceWrite };
        const rows = center_ids.map((center_id) => ({ ...service, center_id, sys_id: `new-${(created += 1)}`, createdAt: CREATED_AT, updatedAt: CREATED_AT }));
        for (const row of rows) records.create(row);
        return { status: 201, body: { result: 'ok', message: 'Service created successfully', payload: rows } };
      },
      updateService: (call) => records.update(call),
      deleteService: (call) => records.remove(call, (row) => ({ sys_id: row.sys_id, name: row.name })),
    },
    { before: options.overrides },
  );
  return { server, records };
}
