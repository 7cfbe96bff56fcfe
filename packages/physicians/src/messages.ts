import type { MessageSources, NestedMessages } from '@mk/i18n';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

/** The Physicians messages, loaded with the area's first page. */
export const physiciansMessages: MessageSources = {
  en: async () => unwrap(await import('../translations/en.json')),
  ar: async () => unwrap(await import('../translations/ar.json')),
};
