import { FACILITY_CATEGORIES, NAME_MIN, PACKAGE_TYPES } from '@mk/contracts';
import { boolean, object, string, type InferType } from 'yup';
import { isCalendarDate } from './calendar-day';
import { validateDateRange } from './date';
import { MESSAGES, withValues } from './messages';
import { numeric, optionalName, requiredName, requiredText } from './yup-rules';

const REQUIRED = MESSAGES.required;
/** The years an offer's day may fall in: '0000-01-01' or year 9999 is a probe, not an offer (and year 0 is no PostgreSQL date). */
const YEARS = { first: 1900, last: 2199 } as const;

/** A real calendar day 'yyyy-mm-dd' within YEARS; anything else gets the date-range picker's message. */
const offerDay = () =>
  string()
    .trim()
    .required(REQUIRED)
    .test({
      name: 'day',
      message: MESSAGES.dateRangeInvalid,
      test: (value) => !value || (isCalendarDate(value) && Number(value.slice(0, 4)) >= YEARS.first && Number(value.slice(0, 4)) <= YEARS.last),
    });

/**
 * The percentage `after` saves on `before`, to the cent: 100 and 80 give 20; a free package
 * (before 0) saves nothing.
 */
export function packageDiscount(before: number, after: number): number {
  if (before <= 0) return 0;
  return Math.round(((before - after) / before) * 100 * 100) / 100;
}

/** The discount may differ from the computed one by this much (the form rounds to two places). */
const DISCOUNT_TOLERANCE = 0.01;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const packageFields = {
  title: requiredName(NAME_MIN.packageText, REQUIRED),
  description: requiredName(NAME_MIN.packageText, REQUIRED),
  // Optional here, for packages made before they existed; the form requires them (packageFormSchema).
  title_ar: optionalName(NAME_MIN.packageText),
  description_ar: optionalName(NAME_MIN.packageText),
  promo_img: requiredText(REQUIRED),
  price_before: numeric().required(REQUIRED),
  // Ours (the spec names no price rule): a discounted price is never above the full one.
  price_after: numeric()
    .required(REQUIRED)
    .test({
      name: 'notAbovePriceBefore',
      message: MESSAGES.packagePriceAfterAbove,
      test(after) {
        const before: unknown = this.parent?.price_before;
        return !isNumber(before) || !isNumber(after) || after <= before;
      },
    }),
  // Ours: the discount is the percentage the two prices give, so the three never disagree.
  discount: numeric()
    .required(REQUIRED)
    .test({
      name: 'matchesPrices',
      test(discount) {
        const { price_before: before, price_after: after } = (this.parent ?? {}) as Record<string, unknown>;
        if (!isNumber(before) || !isNumber(after) || !isNumber(discount) || after > before) return true;
        const expected = packageDiscount(before, after);
        if (Math.abs(discount - expected) <= DISCOUNT_TOLERANCE + 1e-9) return true;
        return this.createError({ message: withValues(MESSAGES.packageDiscountMismatch, { discount: expected }) });
      },
    }),
  start_date: offerDay(),
  package_type: string().trim().required(REQUIRED).oneOf(PACKAGE_TYPES, MESSAGES.packageTypeUnknown),
  is_featured: boolean(),
};

// The date range is checked across two fields, so it needs the parent: the picker's message
// sits on end_date ('Invalid date range: from date must be before until date').
const withDateRange = {
  ...packageFields,
  end_date: offerDay().test({
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
 * Ours: price_after not above price_before, the discount the percentage they give (0.01 either
 * way), package_type one of PACKAGE_TYPES, center_type one of the four facility kinds.
 */
export const packageSchema = object({
  ...withDateRange,
  is_featured: boolean().default(false),
  clinic_id: requiredText(REQUIRED),
  center_type: string().oneOf(FACILITY_CATEGORIES, MESSAGES.packageCenterTypeUnknown).default('CLINIC'),
});
/** Update a package: the same form without clinic and center type. */
export const packageUpdateSchema = object(withDateRange);

/** What the form asks beyond the server: the Arabic title and description, with the same name rule. */
const arabicTextRequired = {
  title_ar: requiredName(NAME_MIN.packageText, REQUIRED),
  description_ar: requiredName(NAME_MIN.packageText, REQUIRED),
};
/** The create form: packageSchema with the Arabic title and description required. */
export const packageFormSchema = packageSchema.shape(arabicTextRequired);
/** The update form: packageUpdateSchema with the Arabic title and description required. */
export const packageUpdateFormSchema = packageUpdateSchema.shape(arabicTextRequired);

export type PackageInput = InferType<typeof packageSchema>;
export type PackageUpdateInput = InferType<typeof packageUpdateSchema>;
