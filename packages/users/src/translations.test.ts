import { catalogueProblems } from '@mk/i18n';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

describe('translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });
});
