import type { MessageDescriptor } from './descriptor';

/**
 * Every validation message of the spec, as react-intl descriptors. The English `defaultMessage`
 * is the spec's text word for word (including its slips, e.g. 'Phone not is matched'), so the
 * server can answer with `messageText(descriptor)`. Catalogues: translations/en.json and ar.json.
 */
const m = (id: string, defaultMessage: string): MessageDescriptor => ({ id, defaultMessage });

export const MESSAGES = {
  required: m('validation.required', 'Please fill all required fields'),
  incomplete: m('validation.incomplete', 'Ensure all fields are filled out correctly'),
  numberNotNumber: m('validation.number.notNumber', 'Should be a Number'),
  numberTooLarge: m('validation.number.tooLarge', 'Invalid should be less than {max}'),
  nameTooShort: m('validation.name.tooShort', 'Invalid, must be more than {n} characters'),
  emailInvalid: m('validation.email.invalid', 'Invalid Email'),
  phoneInvalid: m('validation.phone.invalid', 'Invalid phone number'),
  nationalIdInvalid: m('validation.nationalId.invalid', 'Invalid National/Residence ID'),
  latitudeInvalid: m('validation.latitude.invalid', 'Invalid latitude'),
  longitudeInvalid: m('validation.longitude.invalid', 'Invalid longitude'),
  websiteInvalid: m('validation.website.invalid', 'Invalid website'),
  clinicLogoRequired: m('validation.clinic.logoRequired', "Clinic's logo is required"),
  centerLogoRequired: m('validation.center.logoRequired', "Center's logo is required"),
  /** Not in the spec (its form forces one flag on); the server needs words for it. */
  paymentMethodRequired: m('validation.payment.oneRequired', 'Enable online payment or in-clinic payment'),
  physicianPhoneRequired: m(
    'validation.physician.phoneRequired',
    'Must provide phone number if app access is checked',
  ),
  periodInvalidTime: m('validation.period.invalidTime', 'Error invalid time'),
  periodDuplicate: m('validation.period.duplicate', 'Select another time or day'),
  /** Spec 3 section 5: the center hours word it with a colon, the physician and package editors without. */
  centerPeriodInvalidTime: m('validation.period.centerInvalidTime', 'Error: invalid time'),
  dateRangeInvalid: m('validation.dateRange.invalid', 'Invalid date range: from date must be before until date'),
  /** Package form rules of ours (spec 3 section 5 names none): prices, the discount they give, the type lists. */
  packagePriceAfterAbove: m('validation.package.priceAfterAbove', 'Price after cannot be more than price before'),
  packageDiscountMismatch: m('validation.package.discountMismatch', 'Discount must be {discount}, the percentage price after saves on price before'),
  packageTypeUnknown: m('validation.package.typeUnknown', 'Choose one of the package types'),
  packageCenterTypeUnknown: m('validation.package.centerTypeUnknown', 'Center type must be CLINIC, LAB, RADIOLOGY or PHARMACY'),
  offerNoMedicine: m('validation.offer.noMedicine', 'Must add at least one medicine to deliver'),
  offerItemIncomplete: m('validation.offer.itemIncomplete', 'Make Sure to fill all fields'),
  offerDeliveryTime: m('validation.offer.deliveryTime', 'Delivery time missing'),
  /** Issue 33: an offer's bounds and ids (not in the spec, which has no limits). */
  offerDeliveryTimeTooLong: m('validation.offer.deliveryTimeTooLong', 'Delivery time must be at most {max} minutes'),
  offerQuantityTooLarge: m('validation.offer.quantityTooLarge', 'Quantity must be at most {max}'),
  offerItemId: m('validation.offer.itemId', 'Invalid item id'),
  erNoMedicine: m('validation.erIssue.noMedicine', 'Must select at least one medicine'),
  erInvalidPrice: m('validation.erIssue.invalidPrice', 'Must enter a valid number'),
  notificationUserId: m('validation.notification.userId', 'Must enter a user ID'),
  /** Not in the spec (its uploader fills the image); the API refuses a link that is not http(s). */
  notificationImageInvalid: m('validation.notification.imageInvalid', 'Invalid image link'),
  searchPhoneRequired: m('validation.search.phoneRequired', 'Please enter a phone number'),
  bookingTimeRequired: m('validation.booking.timeRequired', 'Please select time'),
  tagDuplicate: m('validation.tag.duplicate', 'Tag already added'),
  /** The tag form and API (not in the spec, which has no tag form). */
  tagNameRequired: m('validation.tag.nameRequired', 'Tag name is required'),
  tagNameTooLong: m('validation.tag.nameTooLong', 'Tag name must be at most {max} characters'),
  tagNameArTooLong: m('validation.tag.nameArTooLong', 'Arabic tag name must be at most {max} characters'),
  tagActiveInvalid: m('validation.tag.activeInvalid', 'active must be true or false'),
  tagNothingToChange: m('validation.tag.nothingToChange', 'Send a new name, Arabic name or active'),
  /** Facility approval (issue 25): ADMIN's status change of a clinic, pharmacy or center. */
  facilityStatusUnknown: m('validation.facilityStatus.unknown', 'Status must be pending, active or suspended'),
  facilitySuspendReasonRequired: m('validation.facilityStatus.reasonRequired', 'Please give the reason for the suspension'),
  imageRequired: m('validation.image.required', 'Please select an image'),
  csvFullNameNotMatched: m('validation.csv.fullNameNotMatched', 'Full name is not matched'),
  csvFirstNameNotMatched: m('validation.csv.firstNameNotMatched', 'First name is not matched'),
  csvLastNameNotMatched: m('validation.csv.lastNameNotMatched', 'Last name is not matched'),
  csvPhoneNotMatched: m('validation.csv.phoneNotMatched', 'Phone not is matched'),
  csvNationalIdNotMatched: m('validation.csv.nationalIdNotMatched', 'National/Residence ID is not matched'),
  /** The spec names these row checks without quoting their words; ours follow its '(required)' pattern. */
  csvNameMissing: m('validation.csv.nameMissing', 'Missing name (required)'),
  csvNameInvalid: m('validation.csv.nameInvalid', 'Name contains invalid characters (required)'),
  csvPhoneMissing: m('validation.csv.phoneMissing', 'Missing phone number (required)'),
  csvPhoneInvalid: m('validation.csv.phoneInvalid', 'Invalid phone number (required)'),
  csvPhoneNote: m('validation.csv.phoneNote', 'Must be a valid saudi number'),
  csvNationalIdMissing: m('validation.csv.nationalIdMissing', 'Missing National/Residence ID (required)'),
  csvBirthDateMissing: m('validation.csv.birthDateMissing', 'Missing date of birth (optional)'),
  csvBirthDateInvalid: m('validation.csv.birthDateInvalid', 'Invalid date of birth (optional)'),
  /** Input hygiene (issue 10): types, lengths, characters, whole numbers, app passwords. */
  typeText: m('validation.type.text', '{field} must be text'),
  typeBoolean: m('validation.type.boolean', '{field} must be true or false'),
  typeNumber: m('validation.type.number', '{field} must be a number'),
  typeList: m('validation.type.list', '{field} must be a list'),
  typeObject: m('validation.type.object', '{field} must be an object'),
  listTooLong: m('validation.list.tooLong', 'At most {max} items'),
  textTooLong: m('validation.text.tooLong', 'Must be at most {max} characters'),
  textInvalidChars: m('validation.text.invalidChars', 'Contains characters that are not allowed'),
  numberNotWhole: m('validation.number.notWhole', 'Must be a whole number'),
  passwordTooShort: m('validation.password.tooShort', 'Password must be at least {min} characters'),
  passwordCommon: m('validation.password.common', 'This password is too common; choose another'),
  /** Staff accounts (issue 25): a password may not hold the e-mail's name part; roles, facility ids, edits. */
  passwordContainsEmail: m('validation.password.containsEmail', 'Password must not contain your email name'),
  staffRoleInvalid: m('validation.staff.roleInvalid', 'Choose one of the roles'),
  staffFacilityIdInvalid: m('validation.staff.facilityIdInvalid', 'Choose facilities from the list'),
  staffNothingToChange: m('validation.staff.nothingToChange', 'Send a new name, role or facilities'),
  /** Issue 30: a schedule's exceptions and the marketplace's holidays. */
  exceptionKindUnknown: m('validation.exception.kindUnknown', 'Choose a day off, other hours or a season'),
  calendarDateInvalid: m('validation.calendarDate.invalid', 'Enter a date as YYYY-MM-DD'),
  exceptionDatesReversed: m('validation.exception.datesReversed', 'The last day cannot be before the first day'),
  exceptionRangeTooLong: m('validation.exception.rangeTooLong', 'A range can be at most 366 days'),
  exceptionNoteTooLong: m('validation.exception.noteTooLong', 'The note must be at most {max} characters'),
  holidayKindUnknown: m('validation.holiday.kindUnknown', 'Choose a public holiday or the Ramadan season'),
  holidayNameTooLong: m('validation.holiday.nameTooLong', 'A name must be at most {max} characters'),
} as const satisfies Record<string, MessageDescriptor>;

/** A descriptor with its ICU values filled in. */
export function withValues(descriptor: MessageDescriptor, values: Record<string, string | number>): MessageDescriptor {
  return { ...descriptor, values };
}
