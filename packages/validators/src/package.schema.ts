import { FACILITY_CATEGORIES, NAME_MIN } from '@mk/contracts';
import { boolean, object, string, type InferType } from 'yup';
import { validateDateRange } from './date';
import { MESSAGES } from './messages';
import { numeric, requiredName, requiredText } from './yup-rules';

const REQUIRED = MESSAGES.required;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const packageFields = {
  title: requiredName(NAME_MIN.packageText, REQUIRED),
  description: requiredName(NAME_MIN.packageText, REQUIRED),
  promo_img: requiredText(REQUIRED),
  price_before: numeric().required(REQUIRED),
  price_after: numeric().required(REQUIRED),
  discount: numeric().required(REQUIRED),
  start_date: string().trim().required(REQUIRED).matches(ISO_DAY, { message: MESSAGES.dateRangeInvalid }),
  package_type: requiredText(REQUIRED),
  is_featured: boolean(),
};

// The date range is checked across two fields, so it needs the parent: the picker's message
// sits on end_date ('Invalid date range: from date must be before until date').
const withDateRange = {
  ...packageFields,
  end_date: string()
    .trim()
    .required(REQUIRED)
    .matches(ISO_DAY, { message: MESSAGES.dateRangeInvalid })
    .test({
      name: 'dateRange',
      test(end) {
        const error = validateDateRange(this.parent?.start_date, end);
        return error ? this.createError({ message: error }) : true;
      },
    }),
};

/**
 * Create a package (spec 3 section 5): every field required ('Please fill all required fields'),
 * title and description at 5, start before end. is_featured defaults to false, center_type to CLINIC.
 */
export const packageSchema = object({
  ...withDateRange,
  is_featured: boolean().default(false),
  clinic_id: requiredText(REQUIRED),
  center_type: string().oneOf(FACILITY_CATEGORIES, REQUIRED).default('CLINIC'),
});
/** Update a package: the same form without clinic and center type. */
export const packageUpdateSchema = object(withDateRange);

export type PackageInput = InferType<typeof packageSchema>;
export type PackageUpdateInput = InferType<typeof packageUpdateSchema>;
