import { navEntriesFor } from '@mk/module-kit';
import { testAdmin, testPharmacyPic } from '@mk/module-kit/testing';
import { usersModule } from './users.module';

describe('the Users area', () => {
  it('is in the sidebar for ADMIN only, in both languages', () => {
    expect(navEntriesFor([usersModule], testAdmin).map((entry) => entry.label)).toEqual([{ en: 'Users', ar: 'المستخدمون' }]);
    expect(navEntriesFor([usersModule], testPharmacyPic)).toEqual([]);
  });

  it('has a list, a create and an edit page', () => {
    expect(usersModule.routes.map((route) => route.path)).toEqual(['users', 'users/register', 'users/update/:id']);
  });
});
