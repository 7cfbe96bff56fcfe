import { apiErrorCatalogue, TRASH_API_ERRORS } from '@mk/contracts';
import type { MessageSources } from '@mk/i18n';

/** The words of the Trash's error codes, in both languages (built when asked). */
export function trashContractWords(): { en: Record<string, string>; ar: Record<string, string> } {
  return apiErrorCatalogue(TRASH_API_ERRORS);
}

/** The Trash messages, with the words of its routes' error codes. */
export const trashMessages: MessageSources = {
  en: async () => ({ ...trashContractWords().en, ...(await import('../translations/en.json')).default }),
  ar: async () => ({ ...trashContractWords().ar, ...(await import('../translations/ar.json')).default }),
};
