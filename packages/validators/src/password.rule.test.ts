import { messageText } from './descriptor';
import { COMMON_PASSWORDS, PASSWORD_MIN, validatePassword } from './password.rule';

const text = (value: unknown) => {
  const problem = validatePassword(value);
  return problem && messageText(problem);
};

describe('validatePassword', () => {
  it('needs 8 characters besides surrounding spaces', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(text('abcdefg')).toBe('Password must be at least 8 characters');
    expect(text('  abcdefg  ')).toBe('Password must be at least 8 characters');
    expect(text('abcdefgz')).toBeUndefined();
  });

  it('refuses passwords of spaces only', () => {
    expect(text(' ')).toBe('Password must be at least 8 characters');
    expect(text(' '.repeat(20))).toBe('Password must be at least 8 characters');
  });

  it('refuses the common passwords whatever their case, and overlong ones', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(40);
    expect(text('QWERTY123')).toBe('This password is too common; choose another');
    expect(text(' iloveyou ')).toBe('This password is too common; choose another');
    expect(text('x'.repeat(201))).toBe('Must be at most 200 characters');
  });

  it('leaves an empty value to the schema (required or not)', () => {
    expect(text('')).toBeUndefined();
    expect(text(undefined)).toBeUndefined();
    expect(text(null)).toBeUndefined();
  });
});
