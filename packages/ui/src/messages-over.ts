import type { Locale } from '@mk/contracts';
import type { MessageSource, MessageSources, NestedMessages } from '@mk/i18n';

async function resolve(source: MessageSource): Promise<NestedMessages> {
  const loaded = typeof source === 'function' ? await source() : source;
  // A dynamic import of JSON yields `{ default: json }` in bundlers and in jest.
  return 'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);
}

/**
 * A package's messages loaded together with shared catalogues it shows (e.g. the validation
 * messages of the shared schemas), its own winning on the same id:
 *   messagesOver(validationMessages, { en: () => import('../translations/en.json'), ar: ... })
 */
export function messagesOver(shared: Record<Locale, unknown>, own: MessageSources): MessageSources {
  const merged = (locale: Locale) => async () => ({ ...(shared[locale] as NestedMessages), ...(await resolve(own[locale])) });
  return { en: merged('en'), ar: merged('ar') };
}
