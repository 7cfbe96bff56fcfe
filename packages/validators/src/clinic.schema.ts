import { CITIES, FACILITY_TYPES, NAME_MIN, SPECIALIZATIONS } from '@mk/contracts';
import { boolean, object, string, type InferType } from 'yup';
import { validateLatitude, validateLongitude } from './coordinates.rule';
import { MESSAGES } from './messages';
import { validateNumber } from './number.rule';
import { validatePhone } from './phone.rule';
import { validateWebsite } from './website.rule';
import { TEXT_LIMITS } from './text-rules';
import { digitText, phoneText, requiredName, requiredText, ruleTest, text, untrimmedText } from './yup-rules';

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
    pic_id: requiredText(REQUIRED, TEXT_LIMITS.code),
    specialization: string().oneOf(SPECIALIZATIONS, REQUIRED).required(REQUIRED),
    specialization_arabic: text(TEXT_LIMITS.name),
    clinic_bio: requiredText(REQUIRED, TEXT_LIMITS.long),
    clinic_bio_en: requiredText(REQUIRED, TEXT_LIMITS.long),
    /** The MOH license ID. */
    SCFHS_license_number: digitText()
      .required(REQUIRED)
      .test(ruleTest('number', (value) => validateNumber(value))),
    branch_name: text(TEXT_LIMITS.short),
    facility_type: create
      ? string().oneOf(FACILITY_TYPES, REQUIRED).default('polyclinics')
      : string().oneOf(FACILITY_TYPES, REQUIRED),
    services_offered: untrimmedText(TEXT_LIMITS.long),
    avatar: create ? text(TEXT_LIMITS.url).required(MESSAGES.clinicLogoRequired) : text(TEXT_LIMITS.url),
    // Contact Information (optional)
    website: text(TEXT_LIMITS.url).test(ruleTest('website', validateWebsite)),
    contact_number: phoneText().test(ruleTest('phone', validatePhone)),
    // Address Information
    address: requiredText(REQUIRED, TEXT_LIMITS.short),
    street: requiredText(REQUIRED, TEXT_LIMITS.short),
    city: string().oneOf(CITIES, REQUIRED).required(REQUIRED),
    zip: requiredText(REQUIRED, TEXT_LIMITS.code),
    country: requiredText(REQUIRED, TEXT_LIMITS.short),
    lat: text(TEXT_LIMITS.code).required(REQUIRED).test(ruleTest('latitude', validateLatitude)),
    lng: text(TEXT_LIMITS.code).required(REQUIRED).test(ruleTest('longitude', validateLongitude)),
    // Bank Account Information (optional)
    payment_details: untrimmedText(TEXT_LIMITS.long),
    account_name: untrimmedText(TEXT_LIMITS.short),
    bank_name: untrimmedText(TEXT_LIMITS.short),
    account_number: untrimmedText(TEXT_LIMITS.code),
    IBAN_number: untrimmedText(TEXT_LIMITS.code),
    // Appointments
    walkin_enabled: flag(create, false),
    homecare_enabled: flag(create, false),
    same_day_booking: flag(create, false),
    enable_online_pay: flag(create, true),
    enable_clinic_pay: flag(create, false),
    path: text(TEXT_LIMITS.short),
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
