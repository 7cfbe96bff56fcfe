import { entryImports } from '@mk/module-kit/testing';

describe('the scheduling engine entry', () => {
  it('imports no React, antd, UI or browser package, so the server can use it', () => {
    const imports = entryImports(__dirname);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((specifier) => /react|antd|@ant-design|@mk\/(ui|i18n)/.test(specifier))).toEqual([]);
  });
});
