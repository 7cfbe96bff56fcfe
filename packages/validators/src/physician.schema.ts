import { CONSULTATION_DURATION_LIMIT, GENDERS, NAME_MIN, SPECIALIZATIONS, TITLES } from '@mk/contracts';
import { boolean, object, string, type InferType } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { validateEmail } from './email.rule';
import { MESSAGES } from './messages';
import { validatePhone } from './phone.rule';
import { validatePassword } from './password.rule';
import { TEXT_LIMITS } from './text-rules';
import { digitText, numeric, phoneText, requiredName, requiredText, ruleTest, text, wholeNumeric } from './yup-rules';

/** A physician's app password as typed (never trimmed: spaces are part of it), by the shared password rule. */
const appPassword = () => string().test(ruleTest('password', validatePassword));

interface PhysicianSchemaOptions {
  /** The message of a missing field: create 'Please fill all required fields', update 'Ensure all fields are filled out correctly'. */
  required: MessageDescriptor;
  /** The message of a missing phone when app access is on. */
  phoneRequired: MessageDescriptor;
  create: boolean;
}

/** Online consultation is audio, text and video (the form ticks them together). */
const isOnline = (audio?: boolean, text?: boolean, video?: boolean) => Boolean(audio || text || video);

function physicianSchema({ required, phoneRequired, create }: PhysicianSchemaOptions) {
  const flag = () => (create ? boolean().default(false) : boolean());
  return object({
    // General Information
    name: requiredName(NAME_MIN.physician, required),
    arabic_name: requiredName(NAME_MIN.physician, required),
    title: string().oneOf(TITLES, required).required(required),
    gender: string().oneOf(GENDERS, required).required(required),
    about: requiredText(required, TEXT_LIMITS.long),
    about_en: requiredText(required, TEXT_LIMITS.long),
    avatar: text(TEXT_LIMITS.url),
    education: text(TEXT_LIMITS.short),
    nationality: text(TEXT_LIMITS.short),
    national_id: digitText(),
    date_of_birth: text(TEXT_LIMITS.code),
    // Contact Information
    email: text(TEXT_LIMITS.email).test(ruleTest('email', validateEmail)),
    app_access: create ? boolean().default(true) : boolean(),
    phone: phoneText().when('app_access', {
      is: true,
      then: (schema) => schema.required(phoneRequired).test(ruleTest('phone', validatePhone)),
    }),
    // Issue 10: at least 8 characters, not only spaces, not a common password (validatePassword).
    password: create
      ? appPassword().when('app_access', { is: true, then: (schema) => schema.required(required) })
      : appPassword(),
    // Medical Information
    specialization: string().oneOf(SPECIALIZATIONS, required).required(required),
    subspecialization: text(TEXT_LIMITS.short),
    subspecialization_ar: text(TEXT_LIMITS.short),
    expertise: text(TEXT_LIMITS.long),
    expertise_ar: text(TEXT_LIMITS.long),
    clinic_id: requiredText(required, TEXT_LIMITS.code),
    medical_id: digitText().required(required),
    walkin_enabled: flag(),
    audio_enabled: flag(),
    text_enabled: flag(),
    video_enabled: flag(),
    homecare_enabled: flag(),
    uc_enabled: flag(),
    mr_enabled: flag(),
    // Walk-in caps the duration below 61 minutes; online only needs one.
    consultation_duration: wholeNumeric().when(
      ['walkin_enabled', 'audio_enabled', 'text_enabled', 'video_enabled'],
      ([walkin, audio, text, video]: (boolean | undefined)[], schema) => {
        if (walkin) return wholeNumeric(CONSULTATION_DURATION_LIMIT).required(required);
        return isOnline(audio, text, video) ? schema.required(required) : schema;
      },
    ),
    walkin_fees: numeric().when('walkin_enabled', { is: true, then: (schema) => schema.required(required) }),
    consultation_fees: numeric().when(['audio_enabled', 'text_enabled', 'video_enabled'], {
      is: isOnline,
      then: (schema) => schema.required(required),
    }),
    homecare_fees: numeric().when('homecare_enabled', { is: true, then: (schema) => schema.required(required) }),
    path: text(TEXT_LIMITS.short),
  }).test({
    // At least one service among walk-in, online, home care, UC and MR. The error sits on a
    // `services` path so a form can show it beside the service checkboxes.
    name: 'services',
    test(physician) {
      if (!physician) return true;
      const { walkin_enabled, audio_enabled, text_enabled, video_enabled, homecare_enabled, uc_enabled, mr_enabled } =
        physician;
      const flags = [walkin_enabled, audio_enabled, text_enabled, video_enabled, homecare_enabled, uc_enabled, mr_enabled];
      // A partial update that sends no service flag leaves the stored ones alone.
      if (!create && flags.every((value) => value === undefined)) return true;
      return flags.some(Boolean) ? true : this.createError({ path: 'services', message: required });
    },
  });
}

/**
 * Register a physician (spec 1 section 5). Names pass the name rule at 5; app access (on by
 * default) needs phone and password; at least one service; walk-in needs a duration below 61
 * ('Invalid should be less than 61') and walk-in fees; online needs a duration and consultation
 * fees; home care needs home-care fees. Missing fields read 'Please fill all required fields'.
 */
export const physicianCreateSchema = physicianSchema({
  required: MESSAGES.required,
  phoneRequired: MESSAGES.required,
  create: true,
});
/**
 * Update a physician: the same rules without the password; a missing phone with app access reads
 * 'Must provide phone number if app access is checked', other misses 'Ensure all fields are filled out correctly'.
 */
export const physicianUpdateSchema = physicianSchema({
  required: MESSAGES.incomplete,
  phoneRequired: MESSAGES.physicianPhoneRequired,
  create: false,
});

export type PhysicianCreateInput = InferType<typeof physicianCreateSchema>;
export type PhysicianUpdateInput = InferType<typeof physicianUpdateSchema>;
