import { expectRoundTrip } from '@mk/module-kit/testing';
import { physicianListQuery, physicianListUrl } from './list-params';

describe('physician list URL parameters', () => {
  it('read back what they wrote', () => {
    const filters = { name: 'Sara', tags: ['3', '7'], specialization: 'DENTISTRY' as const, consultationType: 'walkin' as const, clinic: { value: 'c1', label: 'Noor Clinic' } };
    expectRoundTrip(
      physicianListUrl,
      { filters, page: 2 },
      'name=Sara&tags=3%2C7&specialization=DENTISTRY&consultationType=walkin&clinic=c1&clinicName=Noor+Clinic&page=2',
    );
  });

  it('ignore values that are no specialization, consultation type, tag id or page', () => {
    expect(physicianListUrl.read(new URLSearchParams('specialization=x&consultationType=video&tags=a,,9&page=-4'))).toEqual({
      page: 1,
      filters: { name: '', tags: ['9'], specialization: undefined, consultationType: undefined, clinic: undefined },
    });
  });

  it('send the clinic filter for ADMIN only', () => {
    const filters = { name: ' ', tags: [], clinic: { value: 'c1', label: 'Noor' } };
    expect(physicianListQuery(filters, 1, true)).toMatchObject({ page: 1, limit: 10, name: undefined, tags: undefined, clinic: 'c1' });
    expect(physicianListQuery(filters, 1, false).clinic).toBeUndefined();
  });

  it('send the chosen tags as a comma list of ids', () => {
    expect(physicianListQuery({ name: '', tags: ['3', '7'] }, 1, false).tags).toBe('3,7');
  });
});
