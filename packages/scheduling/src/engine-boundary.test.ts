import { readFileSync } from 'fs';
import { join } from 'path';

/** Every module specifier reachable from src/index.ts through relative imports. */
function importsReachableFromIndex(): string[] {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(__dirname, file), 'utf8');
    for (const match of source.matchAll(/from '([^']+)'/g)) {
      const specifier = match[1];
      if (specifier.startsWith('./')) visit(`${specifier.slice(2)}.ts`);
      else external.add(specifier);
    }
  };
  visit('index.ts');
  return [...external];
}

describe('the scheduling engine entry', () => {
  it('imports no React, antd, UI or browser package, so the server can use it', () => {
    const imports = importsReachableFromIndex();
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((specifier) => /react|antd|@ant-design|@mk\/(ui|i18n)/.test(specifier))).toEqual([]);
  });
});
