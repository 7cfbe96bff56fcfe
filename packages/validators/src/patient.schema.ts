import { GENDERS, NAME_MIN } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { validateName } from './name.rule';
import { validateNationalId } from './national-id.rule';
import { validatePhone } from './phone.rule';
import { TEXT_LIMITS } from './text-rules';
import { digitText, phoneText, requiredName, ruleTest, text } from './yup-rules';

const REQUIRED = MESSAGES.required;

/**
 * The create-patient form of the appointment wizard (spec 2 section 5): name at 5, phone by the
 * phone rule, and the national id checked by the name rule at 9 (as the spec says) and then by the
 * national id rule the server applies (spec 1 section 5); name, phone, national id and date of
 * birth required ('Please fill all required fields'). The wizard and `POST patient-write` both use it.
 */
export const patientSchema = object({
  name: requiredName(NAME_MIN.patient, REQUIRED),
  phone: phoneText().required(REQUIRED).test(ruleTest('phone', validatePhone)),
  national_id: digitText()
    .required(REQUIRED)
    .test(ruleTest('nationalIdLength', (value) => validateName(value, NAME_MIN.patientNationalId)))
    // The server's rule too (10 digits, 1 or 2 first, checksum): the form refuses what it would refuse.
    .test(ruleTest('nationalId', (value) => (validateName(value, NAME_MIN.patientNationalId) ? undefined : validateNationalId(value)))),
  date_of_birth: text(TEXT_LIMITS.code).required(REQUIRED),
  gender: string().oneOf(GENDERS, REQUIRED),
  clinicName: text(TEXT_LIMITS.name),
});

export type PatientInput = InferType<typeof patientSchema>;
