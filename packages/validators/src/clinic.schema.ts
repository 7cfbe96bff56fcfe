import { CITIES, FACILITY_TYPES, NAME_MIN, SPECIALIZATIONS } from '@mk/contracts';
import { boolean, object, string, type InferType } from 'yup';
import { validateLatitude, validateLongitude } from './coordinates.rule';
import { MESSAGES } from './messages';
import { validateNumber } from './number.rule';
import { validatePhone } from './phone.rule';
import { validateWebsite } from './website.rule';
import { digitText, phoneText, requiredName, requiredText, ruleTest } from './yup-rules';

const REQUIRED = MESSAGES.required;

interface ClinicSchemaOptions {
  nameMin: number;
  /** Create requires the logo and fills the register defaults; update does neither. */
  create: boolean;
}

const flag = (create: boolean, defaultValue: boolean) => (create ? boolean().default(defaultValue) : boolean());

function clinicSchema({ nameMin, create }: ClinicSchemaOptions) {
  return object({
    // General Information
    registered_clinic_name: requiredName(nameMin, REQUIRED),
    registered_clinic_name_arabic: requiredName(nameMin, REQUIRED),
    pic_id: requiredText(REQUIRED),
    specialization: string().oneOf(SPECIALIZATIONS, REQUIRED).required(REQUIRED),
    specialization_arabic: string().trim(),
    clinic_bio: requiredText(REQUIRED),
    clinic_bio_en: requiredText(REQUIRED),
    /** The MOH license ID. */
    SCFHS_license_number: digitText()
      .required(REQUIRED)
      .test(ruleTest('number', (value) => validateNumber(value))),
    branch_name: string().trim(),
    facility_type: create
      ? string().oneOf(FACILITY_TYPES, REQUIRED).default('polyclinics')
      : string().oneOf(FACILITY_TYPES, REQUIRED),
    services_offered: string(),
    avatar: create ? string().trim().required(MESSAGES.clinicLogoRequired) : string().trim(),
    // Contact Information (optional)
    website: string().trim().test(ruleTest('website', validateWebsite)),
    contact_number: phoneText().test(ruleTest('phone', validatePhone)),
    // Address Information
    address: requiredText(REQUIRED),
    street: requiredText(REQUIRED),
    city: string().oneOf(CITIES, REQUIRED).required(REQUIRED),
    zip: requiredText(REQUIRED),
    country: requiredText(REQUIRED),
    lat: string().trim().required(REQUIRED).test(ruleTest('latitude', validateLatitude)),
    lng: string().trim().required(REQUIRED).test(ruleTest('longitude', validateLongitude)),
    // Bank Account Information (optional)
    payment_details: string(),
    account_name: string(),
    bank_name: string(),
    account_number: string(),
    IBAN_number: string(),
    // Appointments
    walkin_enabled: flag(create, false),
    homecare_enabled: flag(create, false),
    same_day_booking: flag(create, false),
    enable_online_pay: flag(create, true),
    enable_clinic_pay: flag(create, false),
    path: string().trim(),
  }).test({
    // Spec 1 section 4: with walk-in, online payment and in-clinic payment cannot both be off.
    name: 'paymentFlags',
    test(clinic) {
      const bothOff = clinic?.enable_online_pay === false && clinic?.enable_clinic_pay === false;
      return clinic?.walkin_enabled === true && bothOff
        ? this.createError({ path: 'enable_online_pay', message: MESSAGES.paymentMethodRequired })
        : true;
    },
  });
}

/**
 * Register a clinic (spec 1 section 5): names pass the name rule at 4, the logo is required
 * ("Clinic's logo is required"), every other miss reads 'Please fill all required fields'.
 * `pic_id` is required: the form sets it to the user's own id for a PIC.
 */
export const clinicCreateSchema = clinicSchema({ nameMin: NAME_MIN.clinicCreate, create: true });
/**
 * Update a clinic: the same sections with names at 5; no logo rule (an empty avatar gets a
 * generated one) and no defaults. A partial PATCH can use `clinicUpdateSchema.partial()`.
 */
export const clinicUpdateSchema = clinicSchema({ nameMin: NAME_MIN.clinicUpdate, create: false });

export type ClinicCreateInput = InferType<typeof clinicCreateSchema>;
export type ClinicUpdateInput = InferType<typeof clinicUpdateSchema>;
