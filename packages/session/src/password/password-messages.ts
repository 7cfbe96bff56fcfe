import type { Locale } from '@mk/contracts';
import { activateMessages, registerMessages, registeredMessageIds, type NestedMessages } from '@mk/i18n';
import { validationMessages } from '@mk/validators';

const ID = 'session#password';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

const own: Record<Locale, () => Promise<Json>> = {
  en: () => import('../../translations/password.en.json'),
  ar: () => import('../../translations/password.ar.json'),
};
const merged = (locale: Locale) => async () => ({ ...(validationMessages[locale] as NestedMessages), ...unwrap(await own[locale]()) });

/**
 * The words of the set-password page and the change-password dialog, with the validation catalogue
 * of the staff password rule. Fetched with them, not at start-up: the login route stays light.
 */
export async function activatePasswordMessages(): Promise<void> {
  if (!registeredMessageIds().includes(ID)) registerMessages(ID, { en: merged('en'), ar: merged('ar') }, { deferred: true });
  await activateMessages(ID);
}
