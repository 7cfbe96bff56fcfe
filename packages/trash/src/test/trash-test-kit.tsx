// Test helpers of the Trash page: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { TrashItem, TrashRestore } from '@mk/contracts';
import { domainTestKit, fakeApi, fail, ok, recordMaker, testAdmin, type FakeApiOptions } from '@mk/module-kit/testing';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { trashContractWords } from '../trash-words';
import { trashModule } from '../trash.module';

export const admin = testAdmin;
export const { text, renderPage: renderTrashPage } = domainTestKit(trashModule, { en, ar }, trashContractWords());

export const makeTrashItem = recordMaker<TrashItem>({
  entity_type: 'CLINIC',
  sys_id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Noor Clinic',
  name_ar: 'عيادة النور',
  // 10:30 UTC is 13:30 in Riyadh.
  removed_at: '2031-03-07T10:30:00.000Z',
  removed_by: 'Admin One',
  purge_at: '2031-04-06T10:30:00.000Z',
  removed_with: null,
});

/**
 * A fake Trash: the list (filtered by `entity_type`, 10 a page) and Restore, which takes the record
 * and those removed with it out of the Trash, or refuses with `trash.parent_removed` while the
 * record's parent is still in it.
 */
export function trashServer(options: { items?: TrashItem[]; overrides?: FakeApiOptions['before'] } = {}) {
  let items = [...(options.items ?? [makeTrashItem()])];
  const same = (a: { entity_type: string; sys_id: string }, b: { entity_type: string; sys_id: string }) => a.entity_type === b.entity_type && a.sys_id === b.sys_id;
  const server = fakeApi(
    {
      getTrash: (call) => {
        const rows = items.filter((item) => !call.query.entity_type || item.entity_type === call.query.entity_type);
        const page = Number(call.query.page ?? 1);
        return ok({ count: rows.length, rows: rows.slice((page - 1) * 10, page * 10) });
      },
      restoreFromTrash: (call) => {
        const asked = call.body as TrashRestore;
        const item = items.find((each) => same(each, asked));
        if (!item) return fail(404, 'Nothing of that kind with that id is in the Trash', 'trash.not_found');
        if (item.removed_with && items.some((each) => same(each, item.removed_with!))) {
          return fail(409, 'Its clinic is in the Trash: restore that first', 'trash.parent_removed');
        }
        const restored = [item, ...items.filter((each) => each.removed_with && same(each.removed_with, item))];
        items = items.filter((each) => !restored.includes(each));
        return ok({ restored: restored.map(({ entity_type, sys_id }) => ({ entity_type, sys_id })) });
      },
    },
    { before: options.overrides },
  );
  return { server, items: () => items };
}
