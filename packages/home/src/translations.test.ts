import { catalogueProblems } from '@mk/i18n';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

describe('translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it('word the Arabic catalogue in Arabic letters (no English left in it)', () => {
    const texts = (nested: object): string[] => Object.values(nested).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));
    // Placeholders, ICU keywords and "QR" (the code's own name) apart, no Latin letters.
    const latin = texts(ar)
      .map((text) => text.replace(/\{\w+(, \w+,)?/g, '').replace(/\b(zero|one|two|few|many|other|QR)\b|=\d+/g, ''))
      .filter((text) => /[A-Za-z]/.test(text));
    expect(latin).toEqual([]);
  });
});
