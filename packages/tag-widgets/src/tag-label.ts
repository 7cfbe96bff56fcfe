import type { Locale } from '@mk/contracts';

/** Enough of a tag to name it: a tag, a search result or a row's tag. */
export interface NamedTag {
  name: string;
  name_ar?: string | null;
}

/** The tag's name in the UI's language: the Arabic UI shows the Arabic name when the tag has one. */
export function tagLabel(tag: NamedTag, locale: Locale): string {
  return locale === 'ar' && tag.name_ar?.trim() ? tag.name_ar.trim() : tag.name;
}
