import { entryImports } from './testing/entry-imports';

describe('the runtime entry of the module kit', () => {
  it('never reaches the test helpers or @testing-library, so the dashboard bundle carries neither', () => {
    const imports = entryImports(__dirname);
    expect(imports).toEqual(expect.arrayContaining(['react-router', '@mk/i18n']));
    expect(imports.filter((specifier) => /testing|jest/.test(specifier))).toEqual([]);
  });
});
