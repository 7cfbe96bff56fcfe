import { listParams, physicianListQuery, readListParams } from './list-params';

describe('physician list URL parameters', () => {
  it('read back what they wrote', () => {
    const state = {
      filters: { name: 'Sara', specialization: 'DENTISTRY' as const, consultationType: 'walkin' as const, clinic: { value: 'c1', label: 'Noor Clinic' } },
      page: 2,
    };
    const written = listParams(state.filters, state.page);
    expect(written.toString()).toBe('name=Sara&specialization=DENTISTRY&consultationType=walkin&clinic=c1&clinicName=Noor+Clinic&page=2');
    expect(readListParams(written)).toEqual(state);
  });

  it('ignore values that are no specialization, consultation type or page', () => {
    expect(readListParams(new URLSearchParams('specialization=x&consultationType=video&page=-4'))).toEqual({
      page: 1,
      filters: { name: '', specialization: undefined, consultationType: undefined, clinic: undefined },
    });
  });

  it('send the clinic filter for ADMIN only', () => {
    const filters = { name: ' ', clinic: { value: 'c1', label: 'Noor' } };
    expect(physicianListQuery(filters, 1, true)).toMatchObject({ page: 1, limit: 10, name: undefined, clinic: 'c1' });
    expect(physicianListQuery(filters, 1, false).clinic).toBeUndefined();
  });
});
