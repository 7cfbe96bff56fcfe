import type { SessionUser } from '@mk/contracts';
import { flattenMessages, type NestedMessages } from '@mk/i18n';

/** A package's two catalogues, as its translations/{en,ar}.json import them. */
export interface Catalogues {
  en: unknown;
  ar: unknown;
}

export type CatalogueText = (locale: 'en' | 'ar', id: string, values?: Record<string, string | number>) => string;

/**
 * The text of a message in a locale, from the given catalogues, so tests read the catalogue
 * instead of repeating Arabic. An unknown id throws: a test cannot pass on a missing message.
 */
export function catalogueText(...catalogues: Catalogues[]): CatalogueText {
  const flat = (locale: 'en' | 'ar') => Object.assign({}, ...catalogues.map((catalogue) => flattenMessages(catalogue[locale] as NestedMessages))) as Record<string, string>;
  const merged = { en: flat('en'), ar: flat('ar') };
  return (locale, id, values = {}) => {
    const message = merged[locale][id];
    if (message === undefined) throw new Error(`No ${locale} message ${id}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}

/** The ADMIN of the component tests. */
export const testAdmin: SessionUser = { name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN', sys_id: 'adm-1', token: 'adm-token' };

/** The pharmacy PIC of the component tests: one pharmacy, no clinic or center. */
export const testPharmacyPic: SessionUser = {
  name: 'Sara Pharma',
  email: 'pic@example.com',
  role: 'PIC',
  sys_id: 'u-pic',
  token: 'pic-token',
  clinics: [],
  pharmacies: [{ sys_id: 'ph1', name: 'Cure Pharmacy', name_ar: 'صيدلية الشفاء' }],
  centers: [],
};
