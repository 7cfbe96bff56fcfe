import { catalogueProblems } from './catalogue-problems';

describe('catalogueProblems', () => {
  it('accepts twin catalogues', () => {
    expect(catalogueProblems({ a: { b: 'Home' }, c: '© {year}' }, { a: { b: 'الرئيسية' }, c: '© {year}' })).toEqual([]);
  });

  it('names missing, empty and untranslated messages', () => {
    expect(
      catalogueProblems({ a: 'Home', b: 'Logout', c: 'Save' }, { a: ' ', c: 'Save it', d: 'زائد' }),
    ).toEqual(['b: no Arabic message', 'd: no English message', 'a: empty Arabic message', 'c: Arabic message has no Arabic']);
  });
});
