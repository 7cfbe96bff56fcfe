import { existsSync, readFileSync } from 'fs';
import { join } from 'path';

/**
 * Every package an entry file reaches through its relative imports (`from '...'` in src): what a
 * bundle of that entry would carry. Boundary tests assert what must never be among them.
 *   entryImports(__dirname)  // from src/index.ts
 */
export function entryImports(srcDir: string, entry = 'index.ts'): string[] {
  const seen = new Set<string>();
  const external = new Set<string>();
  const resolve = (base: string) => ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(join(srcDir, file))) ?? `${base}.ts`;
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(srcDir, file), 'utf8');
    for (const match of source.matchAll(/from '([^']+)'/g)) {
      const specifier = match[1];
      if (specifier.startsWith('.')) visit(resolve(join(file, '..', specifier)));
      else external.add(specifier);
    }
  };
  visit(entry);
  return [...external];
}
