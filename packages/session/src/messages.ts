import { apiErrorMessages, type MessageSources, type NestedMessages } from '@mk/i18n';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

/**
 * Messages of @mk/session (login page, and the login schema's validation ids for now), with the
 * API error catalogue: these are registered on every screen, so any page can show a server's
 * refusal in the user's language (`apiErrorText`), the login's 'Invalid email or password' first.
 */
export const sessionMessages: MessageSources = {
  en: async () => ({ ...apiErrorMessages.en, ...unwrap(await import('../translations/en.json')) }),
  ar: async () => ({ ...apiErrorMessages.ar, ...unwrap(await import('../translations/ar.json')) }),
};
