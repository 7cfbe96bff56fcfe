import { messageText, validateName } from './index';

describe('validateName', () => {
  it('refuses a non-empty value whose length is at most the minimum, with the spec message', () => {
    expect(validateName('Abcd', 4)).toEqual({
      id: 'validation.name.tooShort',
      defaultMessage: 'Invalid, must be more than {n} characters',
      values: { n: 4 },
    });
    expect(messageText(validateName('Ali', 5)!)).toBe('Invalid, must be more than 5 characters');
  });

  it('accepts a value longer than the minimum', () => {
    expect(validateName('Abcde', 4)).toBeUndefined();
    expect(validateName('عيادة الشفاء', 5)).toBeUndefined();
  });

  it('lets an empty value through (required-ness is separate)', () => {
    expect(validateName('', 4)).toBeUndefined();
    expect(validateName(undefined, 4)).toBeUndefined();
  });

  it('does not count surrounding spaces', () => {
    expect(validateName('  Abcd  ', 4)).toBeDefined();
  });

  it('counts Arabic letters like any other', () => {
    expect(validateName('سارة', 4)).toBeDefined();
    expect(validateName('سارة أ', 4)).toBeUndefined();
  });
});
