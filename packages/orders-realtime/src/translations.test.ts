import { flattenMessages, catalogueProblems } from '@mk/i18n';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

describe('translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it('leave no English word in an Arabic message (placeholders aside)', () => {
    const latin = Object.entries(flattenMessages(ar))
      .filter(([, text]) => /[A-Za-z]/.test(text.replace(/\{\w+\}/g, '')))
      .map(([id]) => id);
    expect(latin).toEqual([]);
  });
});
