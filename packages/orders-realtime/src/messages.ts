import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/**
 * The Orders messages (pages: `translations/{en,ar}.json`; the alarm and notices shown anywhere in
 * the dashboard: `translations/alerts.{en,ar}.json`) plus the validation catalogue of the offer form.
 */
export const ordersMessages = messagesOver(validationMessages, {
  en: async () => ({ ...(await import('../translations/en.json')).default, ...(await import('../translations/alerts.en.json')).default }),
  ar: async () => ({ ...(await import('../translations/ar.json')).default, ...(await import('../translations/alerts.ar.json')).default }),
});
