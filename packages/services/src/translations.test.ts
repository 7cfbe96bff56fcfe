import ar from '../translations/ar.json';
import en from '../translations/en.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key)) : [prefix];

describe('services messages', () => {
  it('has the same keys in English and Arabic', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });
});
