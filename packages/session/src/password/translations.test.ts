import { catalogueProblems } from '@mk/i18n';
import ar from '../../translations/password.ar.json';
import en from '../../translations/password.en.json';

describe('password translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });
});
