import { PROMO_ENTITY_TYPE_LABELS, PROMO_ENTITY_TYPES } from './promo';

describe('promo entity types', () => {
  it('are distinct, and each has an English and an Arabic label (and nothing else is labelled)', () => {
    expect(new Set(PROMO_ENTITY_TYPES).size).toBe(PROMO_ENTITY_TYPES.length);
    expect(Object.keys(PROMO_ENTITY_TYPE_LABELS).sort()).toEqual([...PROMO_ENTITY_TYPES].sort());
    for (const type of PROMO_ENTITY_TYPES) {
      expect(PROMO_ENTITY_TYPE_LABELS[type].en.trim()).not.toBe('');
      expect(PROMO_ENTITY_TYPE_LABELS[type].ar).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
