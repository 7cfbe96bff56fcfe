import type { MessageSources } from '@mk/i18n';

// The error codes' words come with the catalogue, when the Trash is first opened: the module file is in
// the start-up code, and the error table would weigh on the login page.
const words = async () => (await import('./trash-words')).trashContractWords();

/** The Trash messages, with the words of its routes' error codes. */
export const trashMessages: MessageSources = {
  en: async () => ({ ...(await words()).en, ...(await import('../translations/en.json')).default }),
  ar: async () => ({ ...(await words()).ar, ...(await import('../translations/ar.json')).default }),
};
