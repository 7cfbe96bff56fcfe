import { registerMessages, type MessageSources, type NestedMessages } from '@mk/i18n';
import { validationMessages } from '@mk/validators';

type Json = NestedMessages | { default: NestedMessages };
const unwrap = (loaded: Json): NestedMessages =>
  'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as NestedMessages) : (loaded as NestedMessages);

/**
 * The editor's messages (the weekly editor's `scheduling.editor.*` and the days off and special
 * hours' `scheduling.exceptions.*`) plus the validation catalogue, whose ids `validatePeriod`,
 * `validateExceptionPeriods` and `scheduleExceptionSchema` answer with ('Error invalid time',
 * 'Select another time or day', 'Please fill all required fields', 'The last day cannot be before
 * the first day'...). The server's error codes come with the core messages (@mk/session's).
 */
export const scheduleEditorMessages: MessageSources = {
  en: async () => ({ ...(validationMessages.en as NestedMessages), ...unwrap(await import('../../translations/en.json')) }),
  ar: async () => ({ ...(validationMessages.ar as NestedMessages), ...unwrap(await import('../../translations/ar.json')) }),
};

let registered = false;

/**
 * Adds the editor's messages to the app's registry once, when the editor's code is first loaded,
 * so the physicians, centers and packages screens mount it without registering anything.
 */
export function registerScheduleEditorMessages(): void {
  if (registered) return;
  registered = true;
  registerMessages('scheduling', scheduleEditorMessages);
}
