import type { MessageSources, NestedMessages } from '@mk/i18n';
import { validationMessages } from '@mk/validators';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

/** The Patients messages with the shared validation ones (the CSV rules speak through them). */
export const patientsMessages: MessageSources = {
  en: async () => ({ ...(validationMessages.en as NestedMessages), ...unwrap(await import('../translations/en.json')) }),
  ar: async () => ({ ...(validationMessages.ar as NestedMessages), ...unwrap(await import('../translations/ar.json')) }),
};
