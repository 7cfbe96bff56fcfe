// Test helpers of the Procedures pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { Criterion, Procedure } from '@mk/contracts';
import { domainTestKit, fakeApi, fakeRecords, ok, recordMaker, testAdmin, type FakeApiOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { proceduresModule } from '../procedures.module';

export const admin = testAdmin;
export const { text, renderPage: renderProcedurePage } = domainTestKit(proceduresModule, { en, ar }, validationMessages);

export const CRITERIA: Criterion[] = [
  { sys_id: 'c1000000-0000-4000-8000-000000000001', name: 'Fasting for 8 to 12 hours', arabic_name: 'الصيام من 8 إلى 12 ساعة' },
  { sys_id: 'c1000000-0000-4000-8000-000000000002', name: 'Referral from a physician', arabic_name: 'تحويل من طبيب' },
  { sys_id: 'c1000000-0000-4000-8000-000000000003', name: 'No metal implants', arabic_name: 'عدم وجود زراعات معدنية' },
];

export const makeProcedure = recordMaker<Procedure>({
  sys_id: 'b0000000-0000-4000-8000-000000000001',
  name: 'MRI with Contrast',
  arabic_name: 'رنين مغناطيسي بالصبغة',
  criteria: [CRITERIA[1].sys_id, CRITERIA[2].sys_id],
});

/** A fake API answering the procedure calls from `procedures` (changed by creates, updates and deletes) and the criteria. */
export function procedureServer(options: { procedures?: Procedure[]; overrides?: FakeApiOptions['before'] } = {}) {
  const records = fakeRecords(options.procedures ?? [makeProcedure()], 'Procedure not found');
  const server = fakeApi(
    {
      getProcedures: records.page,
      getProcedure: () => ok({ count: records.rows.length, rows: records.rows }),
      getCriteria: ok(CRITERIA),
      createProcedure: (call) => records.create({ sys_id: 'b0000000-0000-4000-8000-00000000000f', ...(call.body as Omit<Procedure, 'sys_id'>) }, 'Procedure created successfully'),
      updateProcedure: (call) => records.update(call),
      deleteProcedure: (call) => records.remove(call, (row) => row),
    },
    { before: options.overrides },
  );
  return { server, records };
}
