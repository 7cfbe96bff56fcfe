/** Title case as the physician form sends names: 'aHMED al-harbi' -> 'Ahmed Al-harbi'. */
export function toTitleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1).toLocaleLowerCase('en'))
    .join(' ');
}

// Arabic letters, with their optional short-vowel marks (U+064B..U+0652) kept in their own class.
const ARABIC_NAME = /^(?:[\u0621-\u064A\u0671-\u06D3\s]|[\u064B-\u0652])+$/;
const ENGLISH_NAME = /^[A-Za-z\s]+$/;

/** The CSV name check: only Arabic letters or only English letters (spaces allowed). */
export function isSingleScriptName(name: string): boolean {
  const value = name.trim();
  return value !== '' && (ARABIC_NAME.test(value) || ENGLISH_NAME.test(value));
}
