import type { MessageSources } from '@mk/i18n';

/** Messages of @mk/session (login page, and the login schema's validation ids for now). */
export const sessionMessages: MessageSources = {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
};
