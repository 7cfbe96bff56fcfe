import { GENDERS, NAME_MIN } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { validateName } from './name.rule';
import { validatePhone } from './phone.rule';
import { digitText, phoneText, requiredName, ruleTest } from './yup-rules';

const REQUIRED = MESSAGES.required;

/**
 * The create-patient form of the appointment wizard (spec 2 section 5): name at 5, phone by the
 * phone rule, and the national id checked by the name rule at 9 (as the spec says); name, phone,
 * national id and date of birth required ('Please fill all required fields').
 */
export const patientSchema = object({
  name: requiredName(NAME_MIN.patient, REQUIRED),
  phone: phoneText().required(REQUIRED).test(ruleTest('phone', validatePhone)),
  national_id: digitText()
    .required(REQUIRED)
    .test(ruleTest('nationalIdLength', (value) => validateName(value, NAME_MIN.patientNationalId))),
  date_of_birth: string().trim().required(REQUIRED),
  gender: string().oneOf(GENDERS, REQUIRED),
  clinicName: string().trim(),
});

export type PatientInput = InferType<typeof patientSchema>;
