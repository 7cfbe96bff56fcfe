import { MEDICAL_SERVICE_TYPES, NAME_MIN } from '@mk/contracts';
import { array, object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { numeric, requiredName } from './yup-rules';

const REQUIRED = MESSAGES.required;

/**
 * A medical service (spec 3 section 5): names at 4, a numeric price kept as an integer
 * ('12.75' -> 12), a type. Used as is by the update form.
 */
export const serviceSchema = object({
  name: requiredName(NAME_MIN.service, REQUIRED),
  name_ar: requiredName(NAME_MIN.service, REQUIRED),
  price: numeric()
    .required(REQUIRED)
    .transform((value: unknown) => (typeof value === 'number' ? Math.trunc(value) : value)),
  type: string().oneOf(MEDICAL_SERVICE_TYPES, REQUIRED).required(REQUIRED),
});

/** Body of `POST medical-service-write/create-service`: at least one center, and the service. */
export const serviceCreateSchema = object({
  center_ids: array(string().trim().required(REQUIRED)).min(1, REQUIRED).required(REQUIRED),
  service: serviceSchema.required(REQUIRED),
});

export type ServiceInput = InferType<typeof serviceSchema>;
export type ServiceCreateInput = InferType<typeof serviceCreateSchema>;
