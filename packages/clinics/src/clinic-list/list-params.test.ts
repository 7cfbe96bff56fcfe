import { expectRoundTrip } from '@mk/module-kit/testing';
import { adminListQuery, clinicListUrl } from './list-params';

describe('list URL parameters', () => {
  it('read back what they wrote', () => {
    const filters = { name: 'Noor', city: 'JEDDAH' as const, specialization: 'DENTISTRY' as const, tags: ['3', '7'] };
    expectRoundTrip(clinicListUrl, { filters, page: 2 }, 'name=Noor&city=JEDDAH&specialization=DENTISTRY&tags=3%2C7&page=2');
  });

  it('ignore values that are no city, specialization, tag id or page', () => {
    expect(clinicListUrl.read(new URLSearchParams('city=PARIS&specialization=x&tags=3,abc,,9&page=-4'))).toEqual({
      page: 1,
      filters: { name: '', city: undefined, specialization: undefined, tags: ['3', '9'] },
    });
  });

  it('leave empty filters out of the ADMIN query', () => {
    expect(adminListQuery({ name: '  ', tags: [] }, 1)).toEqual({
      page: 1,
      limit: 10,
      name: undefined,
      city: undefined,
      specialization: undefined,
      tags: undefined,
    });
  });
});
