import { APPOINTMENT_TYPES, PAYMENT_TYPES } from '@mk/contracts';
import { MESSAGES, TEXT_LIMITS, withValues } from '@mk/validators';
import { object, string } from 'yup';
import { CREATE_STATUSES } from './appointment-rules';

/** 'Must be at most {max} characters', as the shared text fields say it. */
const TOO_LONG = (max: number) => withValues(MESSAGES.textTooLong, { max });

/**
 * Body of `POST appointment-management/create-appointment-v2` (spec 2 section 3). No shared schema
 * exists for it (the wizard builds it from its selects), so the server's lives here; the rules on
 * the time itself (slot, past, taken) are the service's.
 */
export const appointmentCreateSchema = object({
  patient_id: string().trim().required(MESSAGES.required).max(TEXT_LIMITS.code, TOO_LONG(TEXT_LIMITS.code)),
  physician_id: string().trim().required(MESSAGES.required).max(TEXT_LIMITS.code, TOO_LONG(TEXT_LIMITS.code)),
  type: string()
    .required(MESSAGES.required)
    .oneOf(APPOINTMENT_TYPES, `type must be one of ${APPOINTMENT_TYPES.join(', ')}`),
  date_time: string().trim().required(MESSAGES.bookingTimeRequired).max(TEXT_LIMITS.code, TOO_LONG(TEXT_LIMITS.code)),
  status: string()
    .default('confirmed')
    .oneOf(CREATE_STATUSES, `A new appointment is ${CREATE_STATUSES.join(' or ')}`),
  payment_type: string()
    .default('clinic_pay')
    .oneOf(PAYMENT_TYPES, `payment_type must be one of ${PAYMENT_TYPES.join(', ')}`),
  payment_id: string().default('').max(TEXT_LIMITS.short, TOO_LONG(TEXT_LIMITS.short)),
  dialog_id: string().default('').max(TEXT_LIMITS.short, TOO_LONG(TEXT_LIMITS.short)),
});
