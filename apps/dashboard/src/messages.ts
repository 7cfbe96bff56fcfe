import type { MessageSources } from '@mk/i18n';

export const shellMessages: MessageSources = {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
};
