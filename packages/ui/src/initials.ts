/**
 * Up to two initials of a name, for the generated avatar: 'Sara Al Harbi' -> 'SA',
 * 'clinic' -> 'C', 'عيادة النور' -> 'عا'. An empty name gives '?'.
 */
export function initialsOf(name?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toLocaleUpperCase())
    .join('');
}
