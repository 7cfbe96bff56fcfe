import { CENTER_TYPES, CITIES, NAME_MIN } from '@mk/contracts';
import { boolean, object, string, type InferType } from 'yup';
import { validateLatitude, validateLongitude } from './coordinates.rule';
import { MESSAGES } from './messages';
import { validateNumber } from './number.rule';
import { validatePhone } from './phone.rule';
import { validateWebsite } from './website.rule';
import { digitText, phoneText, requiredName, requiredText, ruleTest } from './yup-rules';

const REQUIRED = MESSAGES.required;

function centerSchemaFor(create: boolean) {
  const flag = (defaultValue: boolean) => (create ? boolean().default(defaultValue) : boolean());
  return object({
    center_name: requiredName(NAME_MIN.center, REQUIRED),
    center_name_arabic: requiredName(NAME_MIN.center, REQUIRED),
    center_type: string().oneOf(CENTER_TYPES, REQUIRED).required(REQUIRED),
    specialization: string().trim(),
    specialization_arabic: string().trim(),
    /** The MOH license ID: numeric. */
    SCFHS_license_number: digitText()
      .required(REQUIRED)
      .test(ruleTest('number', (value) => validateNumber(value))),
    center_bio: requiredText(REQUIRED),
    center_bio_ar: requiredText(REQUIRED),
    avatar: create ? string().trim().required(MESSAGES.centerLogoRequired) : string().trim(),
    website: string().trim().test(ruleTest('website', validateWebsite)),
    contact_number: phoneText().test(ruleTest('phone', validatePhone)),
    address: requiredText(REQUIRED),
    street: requiredText(REQUIRED),
    city: string().oneOf(CITIES, REQUIRED).required(REQUIRED),
    lat: string().trim().required(REQUIRED).test(ruleTest('latitude', validateLatitude)),
    lng: string().trim().required(REQUIRED).test(ruleTest('longitude', validateLongitude)),
    account_name: string(),
    bank_name: string(),
    account_number: string(),
    IBAN_number: string(),
    homecare_enabled: flag(false),
    center_pay: flag(false),
    online_pay: flag(true),
  }).test({
    // Spec 3 section 4: center pay and online pay are never both off.
    name: 'paymentFlags',
    test(center) {
      return center?.center_pay === false && center?.online_pay === false
        ? this.createError({ path: 'online_pay', message: MESSAGES.paymentMethodRequired })
        : true;
    },
  });
}

/**
 * Register a center (spec 3 section 5): names at 4; license numeric; website, phone and
 * coordinates by their rules; the logo required ("Center's logo is required"); other misses read
 * 'Please fill all required fields'. Defaults: home care off, center pay off, online pay on.
 */
export const centerSchema = centerSchemaFor(true);
/** Update a center: the same rules without the logo rule and without defaults. */
export const centerUpdateSchema = centerSchemaFor(false);

export type CenterInput = InferType<typeof centerSchema>;
export type CenterUpdateInput = InferType<typeof centerUpdateSchema>;
