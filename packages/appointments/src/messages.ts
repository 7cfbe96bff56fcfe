import type { MessageSources, NestedMessages } from '@mk/i18n';
import { apiErrorCatalogue, APPOINTMENT_EXPORT_ERRORS } from '@mk/contracts';
import { validationMessages } from '@mk/validators';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

/**
 * The Appointments messages plus the validation catalogue (the wizard shows the shared schemas'
 * descriptors, 'Please enter a phone number', 'Please select time'...) and the words of the
 * appointment export's error codes, in either language.
 */
export const appointmentsMessages: MessageSources = {
  en: async () => ({ ...(validationMessages.en as NestedMessages), ...apiErrorCatalogue(APPOINTMENT_EXPORT_ERRORS).en, ...unwrap(await import('../translations/en.json')) }),
  ar: async () => ({ ...(validationMessages.ar as NestedMessages), ...apiErrorCatalogue(APPOINTMENT_EXPORT_ERRORS).ar, ...unwrap(await import('../translations/ar.json')) }),
};
