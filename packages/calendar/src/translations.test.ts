import { apiErrorMessages, catalogueProblems } from '@mk/i18n';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

describe('translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it('find the calendar’s error codes worded in both languages, without values the envelope lacks', () => {
    for (const code of ['calendar.holiday_overlap', 'calendar.year_invalid', 'calendar.holiday_not_found']) {
      const words = [apiErrorMessages.en[`apiError.${code}`], apiErrorMessages.ar[`apiError.${code}`]];
      expect(words.every((text) => typeof text === 'string' && text.length > 0 && !/[{}]/.test(text))).toBe(true);
      expect(words[1]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
