import type { MessageSources } from '@mk/i18n';

/** The Home panel's messages, fetched with the panel (the module has no sidebar entry to show before). */
export const homeMessages: MessageSources = {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
};
