import { messageText } from './descriptor';
import { hasAnyControlCharacter, hasControlCharacter, validateNameCharacters, validateTextCharacters, validateTextLength } from './text-rules';

const text = (problem: ReturnType<typeof validateTextLength>) => problem && messageText(problem);

describe('text rules', () => {
  it('refuse control characters in any text but tab and line breaks', () => {
    for (const value of ['a\u0000b', '\u0007', '\u001b[2J', 'del\u007f']) {
      expect(hasControlCharacter(value)).toBe(true);
      expect(text(validateTextCharacters(value))).toBe('Contains characters that are not allowed');
    }
    expect(validateTextCharacters('line one\nline two\r\n\tindented')).toBeUndefined();
    // One-line values (query values, keys) take no tab or line break either.
    expect(hasControlCharacter('a\tb\n')).toBe(false);
    expect(['a\tb', 'a\nb', 'a\rb', 'a\u0000b'].map(hasAnyControlCharacter)).toEqual([true, true, true, true]);
    expect(validateTextCharacters('عيادة الشفاء')).toBeUndefined();
  });

  it('refuse in names every control character, bidi overrides and isolates, and markup brackets', () => {
    for (const value of ['a\nb', 'a\u202Ab', 'a\u202Eb', 'a\u2066b', 'a\u2069b', '<b>', 'a>b']) {
      expect(text(validateNameCharacters(value))).toBe('Contains characters that are not allowed');
    }
    // Arabic names keep their letters, marks and the right-to-left mark-free spelling.
    expect(validateNameCharacters('مُحَمَّد الحربي')).toBeUndefined();
    expect(validateNameCharacters("O'Brien-Smith")).toBeUndefined();
  });

  it('bound the length', () => {
    expect(validateTextLength('abc', 3)).toBeUndefined();
    expect(text(validateTextLength('abcd', 3))).toBe('Must be at most 3 characters');
  });
});
