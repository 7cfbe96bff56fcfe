import { TRASH_API_ERRORS } from '@mk/contracts';
import { apiErrorProblems, catalogueProblems } from '@mk/i18n';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

describe('translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it('word every error code of the Trash in both languages, Arabic in Arabic letters, without values the envelope lacks', () => {
    expect(apiErrorProblems(TRASH_API_ERRORS)).toEqual([]);
  });
});
