import type { MessageSources } from '@mk/i18n';

/** Messages of @mk/ui; the shell registers them with `registerMessages('ui', uiMessages)`. */
export const uiMessages: MessageSources = {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
};
