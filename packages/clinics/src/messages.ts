import type { MessageSources, NestedMessages } from '@mk/i18n';
import { validationMessages } from '@mk/validators';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

/**
 * The Clinics messages plus the validation catalogue: the clinic forms show the shared schemas'
 * descriptors ('Please fill all required fields', "Clinic's logo is required"...) in either language.
 */
export const clinicsMessages: MessageSources = {
  en: async () => ({ ...(validationMessages.en as NestedMessages), ...unwrap(await import('../translations/en.json')) }),
  ar: async () => ({ ...(validationMessages.ar as NestedMessages), ...unwrap(await import('../translations/ar.json')) }),
};
