import { historyChanges } from './history-changes';

describe('historyChanges', () => {
  it('lists the fields an update changed, old and new, and nothing it left alone', () => {
    const before = { sys_id: 'c1', name: 'Clinic', bank_account: 'SA01', tags: ['a'], updated_at: '2026-01-01' };
    const after = { sys_id: 'c1', name: 'Clinic', bank_account: 'SA02', tags: ['a', 'b'], updated_at: '2026-02-01' };
    expect(historyChanges('update', before, after)).toEqual([
      { field: 'bank_account', old: 'SA01', new: 'SA02' },
      { field: 'tags', old: ['a'], new: ['a', 'b'] },
    ]);
  });

  it('does not see a change where only the order of an object\'s keys differs', () => {
    expect(historyChanges('update', { fees: { a: 1, b: 2 } }, { fees: { b: 2, a: 1 } })).toEqual([]);
  });

  it('lists what a creation set, and skips what it left empty', () => {
    expect(historyChanges('create', null, { name: 'New', name_ar: 'جديد', email: '', notes: null })).toEqual([
      { field: 'name', old: null, new: 'New' },
      { field: 'name_ar', old: null, new: 'جديد' },
    ]);
  });

  it('never gives a secret, at any depth, and masks national ids', () => {
    const changes = historyChanges(
      'update',
      { password_hash: 'x', national_id: '1000000008', patient: { national_id: '1000000008', totp_secret: 's' } },
      { password_hash: 'y', national_id: '1000000016', patient: { national_id: '1000000016', totp_secret: 't' } },
    );
    expect(changes).toEqual([
      { field: 'national_id', old: '******0008', new: '******0016' },
      { field: 'patient', old: { national_id: '******0008' }, new: { national_id: '******0016' } },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/password|secret|1000000008/);
  });

  it('lists no fields for a removal, and reads a partial `after` as touching only its own fields', () => {
    expect(historyChanges('delete', { name: 'Gone' }, { name: 'Gone', deleted_at: '2026-01-01' })).toEqual([]);
    expect(historyChanges('status_change', { status: 'pending', name: 'A' }, { status: 'active' })).toEqual([{ field: 'status', old: 'pending', new: 'active' }]);
  });
});
