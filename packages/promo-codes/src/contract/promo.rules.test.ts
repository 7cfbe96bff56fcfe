import { englishFieldErrors as errorsOf } from '@mk/validators';
import { discountToFraction, promoCodeCreateSchema, promoCodeSchema, promoEndInstant } from './index';

describe('promoCodeSchema', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const promo = { promo_code: 'SAVE20', discount: '20', end_date: '2025-07-01', entity_type: 'CLINIC', entity_ids: ['c1'] };

  it('accepts a valid promo code', async () => {
    expect(await errorsOf(promoCodeSchema, promo, { now })).toEqual({});
  });

  it.each(['SAVE', 'SAVE20SAVE20'])("refuses the code %s: 'Must be between 5 and 10 characters'", async (code) => {
    expect(await errorsOf(promoCodeSchema, { ...promo, promo_code: code }, { now })).toEqual({
      promo_code: 'Must be between 5 and 10 characters',
    });
  });

  it.each(['0', '101', 'ten', '-5'])("refuses a discount of %s: 'Must be a number between 1 and 100'", async (discount) => {
    expect(await errorsOf(promoCodeSchema, { ...promo, discount }, { now })).toEqual({
      discount: 'Must be a number between 1 and 100',
    });
  });

  it.each(['1', '100', '٥٠'])('accepts a discount of %s', async (discount) => {
    expect(await errorsOf(promoCodeSchema, { ...promo, discount }, { now })).toEqual({});
  });

  it('normalises a code as it will be compared: full-width letters and invisible characters are the plain code', async () => {
    await expect(promoCodeSchema.validate({ ...promo, promo_code: 'ＳＡＶＥ２０' }, { context: { now } })).resolves.toMatchObject({ promo_code: 'SAVE20' });
    await expect(promoCodeSchema.validate({ ...promo, promo_code: 'SAVE\u200B20\uFEFF' }, { context: { now } })).resolves.toMatchObject({ promo_code: 'SAVE20' });
  });

  it.each(['SAVE-20', 'SAVE 20', 'SAVE_20', 'SA$E20'])("refuses %p: 'Use letters and digits only'", async (code) => {
    expect(await errorsOf(promoCodeSchema, { ...promo, promo_code: code }, { now })).toEqual({ promo_code: 'Use letters and digits only' });
  });

  it('refuses an end date more than five years ahead, and takes one five years ahead', async () => {
    expect(await errorsOf(promoCodeSchema, { ...promo, end_date: '2030-06-01' }, { now })).toEqual({});
    expect(await errorsOf(promoCodeSchema, { ...promo, end_date: '2030-06-02' }, { now })).toEqual({ end_date: 'Must be at most 5 years ahead' });
    expect(await errorsOf(promoCodeSchema, { ...promo, end_date: '9999-12-31' }, { now })).toEqual({ end_date: 'Must be at most 5 years ahead' });
  });

  it("refuses an expiration in the past: 'Must set a date in the future'", async () => {
    expect(await errorsOf(promoCodeSchema, { ...promo, end_date: '2025-05-31' }, { now })).toEqual({
      end_date: 'Must set a date in the future',
    });
  });

  it("needs a type and, unless EMERGENCY, an entity: 'Make sure you fill out all required fields'", async () => {
    expect(await errorsOf(promoCodeSchema, { ...promo, entity_ids: [] }, { now })).toEqual({
      entity_ids: 'Make sure you fill out all required fields',
    });
    expect(await errorsOf(promoCodeSchema, { ...promo, entity_type: undefined }, { now })).toEqual({
      entity_type: 'Make sure you fill out all required fields',
    });
    expect(await errorsOf(promoCodeSchema, { ...promo, entity_type: 'EMERGENCY', entity_ids: [] }, { now })).toEqual({});
  });
});

describe('promoCodeCreateSchema', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const body = { promo_code: 'SAVE20', discount: 0.2, entity_type: 'PACKAGE', entity_id: 'p1', end_date: '2025-07-01' };

  it('accepts the stored fraction of the discount', async () => {
    expect(await errorsOf(promoCodeCreateSchema, body, { now })).toEqual({});
    expect(await errorsOf(promoCodeCreateSchema, { ...body, discount: 1 }, { now })).toEqual({});
  });

  it.each([0, 0.001, 1.01, -0.5, 'ten'])("refuses a discount of %p: 'Must be a number between 1 and 100'", async (discount) => {
    expect(await errorsOf(promoCodeCreateSchema, { ...body, discount }, { now })).toEqual({ discount: 'Must be a number between 1 and 100' });
  });

  it('refuses a discount given as a percentage', async () => {
    expect(await errorsOf(promoCodeCreateSchema, { ...body, discount: 20 }, { now })).toEqual({
      discount: 'Must be a number between 1 and 100',
    });
  });

  it('lets an EMERGENCY code leave out its entity, and no other type', async () => {
    const { entity_id: _entity, ...withoutEntity } = body;
    expect(await errorsOf(promoCodeCreateSchema, { ...withoutEntity, entity_type: 'EMERGENCY' }, { now })).toEqual({});
    expect(await errorsOf(promoCodeCreateSchema, withoutEntity, { now })).toEqual({ entity_id: 'Make sure you fill out all required fields' });
  });

  it('takes the day an end date names as ending at midnight in Riyadh (UTC+3)', async () => {
    // 2025-06-01 ends at 20:59:59.999 UTC: still in the future at 20:59 UTC, past at 21:00.
    expect(await errorsOf(promoCodeCreateSchema, { ...body, end_date: '2025-06-01' }, { now: Date.parse('2025-06-01T20:59:00Z') })).toEqual({});
    expect(await errorsOf(promoCodeCreateSchema, { ...body, end_date: '2025-06-01' }, { now: Date.parse('2025-06-01T21:00:00Z') })).toEqual({
      end_date: 'Must set a date in the future',
    });
  });

  it.each(['01/07/2025', '2025-02-30', '2025-07-01T10:00', 'soon'])("refuses the end date %s: 'Must set a date in the future'", async (end_date) => {
    expect(await errorsOf(promoCodeCreateSchema, { ...body, end_date }, { now })).toEqual({ end_date: 'Must set a date in the future' });
  });

  it('converts a percentage to the stored fraction', () => {
    expect(discountToFraction(15)).toBe(0.15);
    expect(discountToFraction(33.5)).toBe(0.335);
  });
});

describe('promoEndInstant', () => {
  it('reads a day as its end in Riyadh and a time with its offset as that instant', () => {
    expect(promoEndInstant('2025-07-01')?.toISOString()).toBe('2025-07-01T20:59:59.999Z');
    expect(promoEndInstant('2025-07-01T10:00:00+03:00')?.toISOString()).toBe('2025-07-01T07:00:00.000Z');
    expect(promoEndInstant('2025-07-01T20:59:59.999Z')?.toISOString()).toBe('2025-07-01T20:59:59.999Z');
    expect(promoEndInstant('2025-13-01')).toBeUndefined();
    expect(promoEndInstant('2025-07-01T10:00')).toBeUndefined();
  });
});
