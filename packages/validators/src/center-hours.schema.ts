import { object } from 'yup';
import { MESSAGES } from './messages';
import { periodsSchemaWith } from './period.schema';
import { TEXT_LIMITS } from './text-rules';
import { text } from './yup-rules';

/**
 * Body of `POST medical-service-write/center-operating-hour` (spec 3 section 7): the center and
 * its periods. A period whose from is not earlier than its until reads 'Error: invalid time', the
 * centers' own wording (spec 3 section 5); the rest as for physicians.
 */
export const centerScheduleSchema = object({
  center_id: text(TEXT_LIMITS.code).required(MESSAGES.required),
  periods: periodsSchemaWith(MESSAGES.centerPeriodInvalidTime),
});
