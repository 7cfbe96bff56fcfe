import { APPOINTMENT_TYPES, PAYMENT_TYPES } from '@mk/contracts';
import { MESSAGES } from '@mk/validators';
import { object, string } from 'yup';
import { CREATE_STATUSES } from './appointment-rules';


/**
 * Body of `POST appointment-management/create-appointment-v2` (spec 2 section 3). No shared schema
 * exists for it (the wizard builds it from its selects), so the server's lives here; the rules on
 * the time itself (slot, past, taken) are the service's.
 */
export const appointmentCreateSchema = object({
  patient_id: string().trim().required(MESSAGES.required),
  physician_id: string().trim().required(MESSAGES.required),
  type: string()
    .required(MESSAGES.required)
    .oneOf(APPOINTMENT_TYPES, `type must be one of ${APPOINTMENT_TYPES.join(', ')}`),
  date_time: string().trim().required(MESSAGES.bookingTimeRequired),
  status: string()
    .default('confirmed')
    .oneOf(CREATE_STATUSES, `A new appointment is ${CREATE_STATUSES.join(' or ')}`),
  payment_type: string()
    .default('clinic_pay')
    .oneOf(PAYMENT_TYPES, `payment_type must be one of ${PAYMENT_TYPES.join(', ')}`),
  payment_id: string().default(''),
  dialog_id: string().default(''),
});
