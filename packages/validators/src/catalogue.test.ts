import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { MESSAGES, validationMessages } from './index';

type Nested = { [key: string]: string | Nested };

const flatten = (tree: Nested, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [id]: value } : { ...flat, ...flatten(value, id) };
  }, {});

const en = flatten(validationMessages.en as Nested);
const ar = flatten(validationMessages.ar as Nested);

/** Every `id: '...'` or `m('...'` message id written in the package's sources. */
function idsInSources(): string[] {
  const ids = new Set<string>();
  for (const file of readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(join(__dirname, file), 'utf8');
    for (const match of source.matchAll(/(?:id:\s*|m\(\s*)'(validation\.[\w.]+)'/g)) ids.add(match[1]);
  }
  return [...ids];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('validation message catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold every descriptor id used in the package', () => {
    const ids = idsInSources();
    expect(ids.length).toBeGreaterThanOrEqual(Object.keys(MESSAGES).length);
    for (const id of ids) {
      expect(en).toHaveProperty([id]);
      expect(ar).toHaveProperty([id]);
    }
  });

  it("give in English each descriptor's defaultMessage", () => {
    for (const descriptor of Object.values(MESSAGES)) {
      expect(en[descriptor.id]).toBe(descriptor.defaultMessage);
    }
  });

  it('give real Arabic text that keeps the ICU placeholders', () => {
    for (const [id, text] of Object.entries(ar)) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(text)).toEqual(placeholders(en[id]));
    }
  });

  it('have no two descriptors sharing an id', () => {
    const ids = Object.values(MESSAGES).map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
