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
      if (!specifier.startsWith('.')) external.add(specifier);
      else {
        const base = join(file, '..', specifier);
        visit(['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => exists(candidate)) ?? `${base}.ts`);
      }
    }
  };
  visit('index.ts');
  return [...external];
}

function exists(file: string): boolean {
  try {
    readFileSync(join(__dirname, file));
    return true;
  } catch {
    return false;
  }
}

describe('the runtime entry of the module kit', () => {
  it('never reaches the test helpers or @testing-library, so the dashboard bundle carries neither', () => {
    const imports = importsReachableFromIndex();
    expect(imports).toEqual(expect.arrayContaining(['react-router', '@mk/i18n']));
    expect(imports.filter((specifier) => /testing|jest/.test(specifier))).toEqual([]);
  });
});
