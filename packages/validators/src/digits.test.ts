import { normalizeSaudiMobile, toTitleCase, toWesternDigits, isSingleScriptName } from './index';

describe('toWesternDigits', () => {
  it('converts Arabic-Indic and Persian digits and leaves the rest', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toWesternDigits('رقم ٥٠ - 12')).toBe('رقم 50 - 12');
  });
});

describe('normalizeSaudiMobile', () => {
  it.each([
    ['0501234567', '0501234567'],
    ['501234567', '0501234567'],
    ['+966501234567', '0501234567'],
    ['00966501234567', '0501234567'],
    ['966 50 123 4567', '0501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '0501234567'],
  ])('turns %s into %s (0 plus the last 9 digits)', (phone, expected) => {
    expect(normalizeSaudiMobile(phone)).toBe(expected);
  });
});

describe('toTitleCase', () => {
  it('capitalises each word as the physician form sends names', () => {
    expect(toTitleCase('  aHMED   al-harbi ')).toBe('Ahmed Al-harbi');
  });
});

describe('isSingleScriptName', () => {
  it('accepts only-Arabic or only-English names and refuses mixtures, digits and symbols', () => {
    expect(isSingleScriptName('Sara Ahmed')).toBe(true);
    expect(isSingleScriptName('سارة أحمد')).toBe(true);
    expect(isSingleScriptName('Sara أحمد')).toBe(false);
    expect(isSingleScriptName('Sara 2')).toBe(false);
    expect(isSingleScriptName('سارة ٢')).toBe(false);
    expect(isSingleScriptName('Sara!')).toBe(false);
    expect(isSingleScriptName('  ')).toBe(false);
    expect(isSingleScriptName('مُحَمَّد عَلِي')).toBe(true);
  });
});
