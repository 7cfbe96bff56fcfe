/**
 * Every error the API answers besides the shared validation messages (those use the descriptor ids
 * of @mk/validators as their code): stable code -> the English message the server sends.
 * `{name}` placeholders are filled by the server; the dashboard translates by code alone
 * (`apiErrorMessageId`), so its texts do not depend on them.
 */
export const API_ERRORS = {
  // Generic fall-backs, one per status.
  'request.invalid': 'Bad request',
  'auth.required': 'Authentication required',
  'auth.forbidden': 'You are not allowed to do this',
  'resource.not_found': 'Not found',
  'request.conflict': 'This conflicts with the stored data',
  'request.too_large': 'The request is too large',
  'request.too_many': 'Too many requests, please try again later',
  'server.error': 'Something went wrong',
  'server.database_unavailable': 'Database unavailable',
  'server.draining': 'This server is shutting down; send new requests to another',

  // The request itself (framework and query parameters).
  'request.invalid_json': 'The request body is not valid JSON',
  'request.empty_body': 'The request body is empty',
  'request.unsupported_type': 'Unsupported content type',
  'request.invalid_length': 'Invalid content length',
  'request.body_too_large': 'The request body is too large',
  'request.not_multipart': 'The request is not multipart',
  'request.csrf_invalid': 'Invalid CSRF token',
  'query.repeated': '{key} must be given once',
  'query.too_long': '{key} must be at most {max} characters',
  'query.unknown_value': 'Unknown {key} {value}',
  'query.tag_ids_invalid': 'tags must be a comma list of tag ids',
  'query.not_positive': '{key} must be a positive whole number',
  'query.too_large': '{key} must be at most {max}',
  'query.day_invalid': '{key} must be a date written YYYY-MM-DD',
  'request.too_deep': 'The request body is nested too deeply (at most {max} levels)',
  'request.invalid_characters': '{key} contains characters that are not allowed',
  'request.text_too_long': '{key} must be at most {max} characters',
  'request.too_many_items': '{key} must hold at most {max} items',

  // Sign-in and tokens.
  'auth.invalid_credentials': 'Invalid email or password',
  'auth.too_many_attempts': 'Too many login attempts, please try again in {seconds} seconds',
  'auth.session_expired': 'Session expired, please log in again',
  'auth.session_ended': 'Your session has ended, please log in again',
  'auth.invalid_token': 'Invalid token',
  'auth.pic_required': 'Please choose a person in charge',

  // Uploads.
  'upload.too_many_parts': 'Too many parts in the upload',
  'upload.too_many_files': 'Too many files in the upload',
  'upload.too_many_fields': 'Too many fields in the upload',
  'upload.file_too_large': 'File is too large (max {max} MB)',
  'upload.file_required': 'Please choose a file to upload',
  'upload.image_type': 'Only jpeg, jpg and png images are accepted',
  'upload.csv_type': 'Only CSV files are accepted',
  'upload.unknown_preset': 'Unknown upload preset',
  'upload.file_name_invalid': 'The file name contains characters that are not allowed',

  // Clinics.
  'clinic.not_found': 'Clinic not found',
  'clinic.unknown': 'Unknown clinic {id}',
  'clinic.not_object': 'Send the clinic as a JSON object',
  'clinic.is_internal_invalid': 'is_internal must be true or false',
  'clinic.pic_change_denied': 'Only an administrator can change the person in charge of a clinic',
  'clinic.internal_change_denied': 'Only an administrator can change whether a clinic is internal',
  'clinic.path_taken': 'This profile link is already used by another clinic',
  'clinic.has_upcoming_appointments': 'This clinic still has upcoming appointments: cancel them before removing the clinic',

  // Pharmacies.
  'pharmacy.not_found': 'Pharmacy not found',
  'pharmacy.not_object': 'Send the pharmacy as a JSON object',
  'pharmacy.pic_change_denied': 'Only an administrator can change the person in charge of a pharmacy',
  'pharmacy.far_from_city': 'The location is {km} km from {city}: choose the city the pharmacy is in, or correct its latitude and longitude',

  // Facility approval (issue 25): a pharmacy, clinic or center that is pending or suspended.
  'facility.not_active': 'This facility is not active: it is awaiting approval or suspended',

  // Physicians.
  'physician.not_found': 'Physician not found',
  'physician.not_object': 'Send the physician as a JSON object',
  'physician.password_invalid': 'password must be text',
  'physician.password_too_long': 'password must be at most 200 characters',
  'physician.email_taken': 'A physician with this email already exists',
  'physician.path_taken': 'This profile link is already used by another physician',
  'schedule.period_too_short': 'The period {from}-{until} is shorter than one consultation ({minutes} minutes)',
  'schedule.exception_overlap': 'These dates overlap another exception, from {from_date} to {until_date}',
  'schedule.exception_not_found': 'Exception not found',
  'calendar.holiday_overlap': 'These dates overlap {name}, from {from_date} to {until_date}',
  'calendar.holiday_not_found': 'Holiday not found',
  'calendar.year_invalid': 'year must be a whole number from {first} to {last}',

  // Patients.
  'patient.not_found': 'Patient not found',
  'patient.id_required': 'patient_id is required',
  'patient.phone_required': 'Please enter a phone number',
  'patient.no_patient_with_phone': 'No patient is registered with this phone number',
  'patient.phone_taken': 'A patient with this phone number already exists',
  'patient.national_id_taken': 'A patient with this National/Residence ID already exists',
  'patient.birth_date_invalid': 'Invalid date of birth',
  'patient.batch_size': 'Send between 1 and {max} patients in one batch',
  'patient.not_a_row': 'Not a patient row',
  'patient.phone_of_another': 'This phone number belongs to another patient',
  'patient.national_id_of_another': 'This National/Residence ID belongs to another patient',

  // Appointments and the monitor.
  'appointment.not_found': 'Appointment not found',
  'appointment.id_required': 'appointment_id is required',
  'appointment.date_time_invalid': "date_time must be a UTC time written 'YYYY-MM-DD HH:MM'",
  'appointment.time_passed': 'This time has already passed, please choose a later time',
  'appointment.outside_schedule': "This time is not one of the physician's available slots",
  'appointment.day_off': 'The physician is not available on this day{note}',
  'appointment.holiday': 'Clinics are closed on this day for {name}',
  'appointment.slot_taken': 'This time has just been booked by someone else, please choose another time',
  'appointment.patient_busy': 'This patient already has an appointment at this time, please choose another time',
  'appointment.type_not_offered': 'This physician does not offer {type} appointments',
  'appointment.status_forbids': 'This appointment cannot be {verb}: its status is {status}',
  'appointment.cancel_too_late': 'An appointment can only be cancelled before its time',
  'appointment.no_show_too_early': 'No-show can only be set once the appointment time has come',
  'appointment.no_show_too_late': 'No-show can only be set within 48 hours after the appointment time',
  'appointment.insurance_invalid': 'insurance must be true or false',
  'appointment.canceled_unchangeable': 'A canceled appointment cannot be changed',
  'monitoring.day_invalid': 'day must be a date written YYYY-MM-DD',

  // Tags.
  'tag.not_found': 'Tag not found',
  'tag.name_taken': 'A tag named "{name}" already exists',
  'tag.assign_list': 'Send a non-empty list of tag assignments',
  'tag.assign_too_many': 'Send at most {max} tag assignments at once',
  'tag.assign_item_shape': '{item}: expected {entity_sys_id, entity_type, tag_id}',
  'tag.assign_entity_type': '{item}: entity_type must be one of {types}',
  'tag.assign_entity_required': '{item}: entity_sys_id is required',
  'tag.assign_tag_required': '{item}: tag_id is required',
  'tag.assign_type_unavailable': 'Tagging {type} is not available yet',
  'tag.assign_unknown_tag': '{item}: unknown tag {tag}',
  'tag.assign_inactive_tag': '{item}: tag "{name}" is inactive',
  'tag.assign_unknown_entity': '{item}: unknown {type} {id}',

  // Patient app, orders, offers and prescriptions (issue 12).
  'auth.wrong_token_kind': 'This sign-in is not valid here',
  'auth.invalid_phone_credentials': 'Invalid phone number or password',
  'order.not_found': 'Error: this order not found',
  'order.pharmacy_unknown': 'Unknown pharmacy',
  'order.not_sent_to_pharmacy': 'This order was not sent to this pharmacy',
  'order.window_closed': 'The five minutes to make an offer on this order have passed',
  'order.no_pharmacy_nearby': 'No pharmacy is within {km} km of this location',
  'order.product_invalid': 'Send product_type PRESCRIPTION with product_id, or ATTACHMENT with image_url',
  'order.coordinates_invalid': 'lat and lng must be a valid latitude and longitude',
  'order.state_invalid': 'delivery_state must be one of {states}',
  'order.state_backwards': 'The delivery state cannot go back from {from} to {to}',
  'order.state_not_your_offer': 'Only the pharmacy whose offer was accepted can change the delivery state',
  'offer.not_found': 'Offer not found',
  'offer.live_exists': 'This pharmacy already has a live offer for this order',
  'offer.total_mismatch': 'total_price must be the delivery price plus the sum of price × quantity ({total})',
  'offer.not_live': 'This offer is no longer open: it was {status}',
  // Issue 33: an offer keeps to the prescription, and a declined pharmacy does not offer again.
  'offer.item_not_prescribed': 'Every item must be one of the prescribed medicines or a substitute for one (medicine {id} is not on this prescription)',
  'offer.declined_before': 'The patient declined this pharmacy\'s offer for this order: another offer cannot be sent',
  // Issue 30: orders from first offer to archive (withdrawn offers, canceled orders, the history).
  'offer.window_closed': 'The five minutes of this order\'s offer window have passed: the offer can no longer be withdrawn',
  'order.canceled': 'This order was canceled',
  'order.delivered': 'This order was delivered: it can no longer be canceled',
  'order.cancel_reason_invalid': 'reason is required: {min} to {max} characters',
  'order.history_search_invalid': 'search must be the start of an order id or a patient phone number',
  'prescription.not_found': 'Prescription not found',
  'pdf.no_prescription': 'This order was sent as a photo: it has no prescription to print',
  'auth.link_invalid': 'This link is not valid, please open the document again',
  'auth.link_expired': 'This link has expired, please open the document again',

  // Staff accounts (issue 25).
  'auth.account_disabled': 'This account is disabled, please contact an administrator',
  'auth.set_password_link_invalid': 'This link is not valid: it was used, has expired or was replaced. Ask an administrator for a new one',
  'auth.current_password_wrong': 'Your current password is not correct',
  'staff.not_found': 'User not found',
  'staff.email_taken': 'An account with this email already exists',
  'staff.facility_not_found': 'No {type} has the id {id}',
  'staff.facilities_pic_only': 'Only a person in charge (PIC) can be given clinics, pharmacies or centers',
  'staff.last_admin': 'This is the last active administrator: make another administrator active first',
  'two_factor.code_invalid': 'The code is not correct, or was already used',
  'two_factor.challenge_invalid': 'This sign-in has expired, please sign in again',
  'two_factor.not_started': 'Start the two-step sign-in setup first',
  'two_factor.already_enabled': 'Two-step sign-in is already on: turn it off first to set it up again',
  'two_factor.not_enabled': 'Two-step sign-in is not on for this account',
  'two_factor.required_for_admin': 'Administrators must keep two-step sign-in on',

  // Emergency prescriptions and emergency calls (issue 13).
  'er.prescription_not_emergency': 'This is not an emergency prescription',
  'er.patient_mismatch': 'This prescription is not of this patient',
  'er.prescription_complete': 'Every medicine of this prescription has been dispensed',
  'er.order_not_found': 'ER order not found',
  'er.pharmacy_mismatch': 'This ER order belongs to another pharmacy',
  'er.medicine_not_in_prescription': 'Medicine {ids} is not on this prescription',
  'er.medicine_already_dispensed': '{names} has already been dispensed',
  'er.medicine_just_dispensed': '{names} was just dispensed; refresh to see what is left to issue',

  // Centers, their services and procedures (issue 14).
  'center.not_found': 'Center not found',
  'center.not_object': 'Send the center as a JSON object',
  'center.unknown': 'Unknown center {id}',
  'center.period_too_short': 'The period {from}-{until} is shorter than one hour, the length of a center slot',
  'service.not_found': 'Service not found',
  'service.not_object': 'Send the service as a JSON object',
  'service.ids_invalid': 'Send ids as a list of at most {max} service ids',
  'procedure.not_found': 'Procedure not found',
  'procedure.not_object': 'Send the procedure as a JSON object',
  'criteria.unknown': 'Unknown criterion {id}',

  // Health packages and their timetables (issue 15).
  'package.not_found': 'Package Not Found',
  'package.not_object': 'Send the package as a JSON object',
  'package.owner_not_found': 'No {type} has the id {id}',
  'package.ids_invalid': 'Send ids as a list of 1 to {max} package ids',
  'package.ids_not_found': 'Package {ids} not found',
  'package.ids_not_yours': 'Package {ids} is not one of your packages',
  'package.owner_filters_exclusive': 'Filter by clinic or by center, not both',
  'package.day_invalid': '{key} must be a date written YYYY-MM-DD',
  'package.period_too_short': 'The period {from}-{until} is shorter than 30 minutes, the length of a package slot',

  // Notifications (issue 13).
  'notification.receiver_not_found': 'No patient has this user ID',

  // QR codes and their simplified tax bills (issue 15).
  'qr.not_found': 'QR code not found',
  'qr.pharmacy_mismatch': 'This QR code belongs to another pharmacy',
  'qr.already_billed': 'This QR code has already been billed',
  'qr.no_bill': 'No Data',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The react-intl message id of an API error code (`apiError.appointment.slot_taken`). */
export const apiErrorMessageId = (code: string) => `apiError.${code}`;

/** A message with its `{placeholders}` filled; an unknown value stays as written. */
export function fillPlaceholders(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The English message of a code with its `{placeholders}` filled. */
export function apiErrorMessage(code: ApiErrorCode, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(API_ERRORS[code], values);
}

/**
 * An error code a domain owns (ARCHITECTURE.md, "Adding a domain"): the English message the server
 * sends, `{placeholders}` filled, and the dashboard's words in both languages, which say the same
 * without the values (the envelope carries none).
 */
export interface DomainApiError {
  message: string;
  en: string;
  ar: string;
}

/** A domain's error codes, declared in its package's contract (`src/contract`) and read by the server and by the domain's pages. */
export function defineApiErrors<const Codes extends Record<string, DomainApiError>>(errors: Codes): Codes {
  return errors;
}

/** A domain's error texts as react-intl messages (`apiError.<code>`), for its pages' catalogue. */
export function apiErrorCatalogue(errors: Record<string, DomainApiError>): { en: Record<string, string>; ar: Record<string, string> } {
  const entries = Object.entries(errors);
  return {
    en: Object.fromEntries(entries.map(([code, texts]) => [apiErrorMessageId(code), texts.en])),
    ar: Object.fromEntries(entries.map(([code, texts]) => [apiErrorMessageId(code), texts.ar])),
  };
}
