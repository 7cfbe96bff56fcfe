import type { MessageSources, NestedMessages } from '@mk/i18n';
import { validationMessages } from '@mk/validators';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

/**
 * The Physicians messages plus the validation catalogue, loaded with the area's first page: the
 * physician forms show the shared schema's descriptors ('Please fill all required fields'...) in either language.
 */
export const physiciansMessages: MessageSources = {
  en: async () => ({ ...(validationMessages.en as NestedMessages), ...unwrap(await import('../translations/en.json')) }),
  ar: async () => ({ ...(validationMessages.ar as NestedMessages), ...unwrap(await import('../translations/ar.json')) }),
};
