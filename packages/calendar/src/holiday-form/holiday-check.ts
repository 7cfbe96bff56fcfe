import { holidaySchema, validateWith, type FieldErrors } from '@mk/validators';
import type { HolidayFormValues } from './holiday-form.values';

/**
 * The form's problems by field, with the server's own rules (`holidaySchema`), so the messages are
 * the ones a refusal would carry; empty when it may be sent. The dialog loads this module on its
 * first check, so yup stays out of the page's chunk (issue 11's 150 kB budget).
 */
export const checkHoliday = (values: HolidayFormValues): Promise<FieldErrors> => validateWith(holidaySchema, values);
