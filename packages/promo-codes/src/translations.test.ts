import { apiErrorProblems, catalogueProblems } from '@mk/i18n';
import { PROMO_API_ERRORS } from './contract';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

describe('translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it('word every error code of the domain in both languages, Arabic in Arabic letters, without values the envelope lacks', () => {
    expect(apiErrorProblems(PROMO_API_ERRORS)).toEqual([]);
    expect(apiErrorProblems({ 'x.y': { message: 'No {entity}', en: 'No {entity}', ar: 'No' } })).toEqual([
      'apiError.x.y: Arabic message has no Arabic',
      'apiError.x.y: the words need values the envelope does not carry',
    ]);
  });
});
