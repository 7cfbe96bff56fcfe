/** Business constants and limits from section 9 of the three spec documents. */

export const CURRENCY = 'SAR';
export const DATE_FORMAT = 'dd-MM-yyyy';
export const DATETIME_FORMAT = 'dd-MM-yyyy hh:mm a';
/** Appointment times are UTC; creation times may be shown in this zone. */
export const RIYADH_TIME_ZONE = 'Asia/Riyadh';

export const PAGE_LIMITS = {
  /** Clinic service default limit for a PIC. */
  clinicPicDefault: 50,
  /** The clinic dropdown of the physician form loads page 1 with this limit. */
  clinicDropdown: 200,
  /** The physician service caps its limit here. */
  physicianMax: 30,
  packageDefault: 20,
  /** Package search in the promo form. */
  packagePromoSearch: 50,
  patientListDefault: 50,
  patientHistoryDefault: 10,
  erPage: 10,
  /** QR code list limit is at most this. */
  qrCodeMax: 30,
} as const;

/** Physician list and QR list cache per page/limit pair. */
export const LIST_CACHE_MS = 120_000;
/** The pager shows at most this many page numbers. */
export const PAGER_MAX_PAGES = 5;

/** Minimum name lengths: the name rule rejects a non-empty value whose length is at most this. */
export const NAME_MIN = {
  clinicCreate: 4,
  clinicUpdate: 5,
  physician: 5,
  patient: 5,
  /** The patient form checks the national id with the name rule at 9. */
  patientNationalId: 9,
  pharmacy: 4,
  center: 4,
  service: 4,
  packageText: 5,
  notificationTitle: 3,
  offerItem: 3,
} as const;

/** A consultation duration must be below this (the message reads 'Invalid should be less than 61'). */
export const CONSULTATION_DURATION_LIMIT = 61;
/** Slot lengths: physicians use their consultation duration capped at 60. */
export const MAX_SLOT_MINUTES = 60;
export const CENTER_SLOT_MINUTES = 60;
export const PACKAGE_SLOT_MINUTES = 30;

export const IMAGE_TYPES = ['jpeg', 'jpg', 'png'] as const;
export const AVATAR_SIZES = { small: 40, medium: 80, large: 150 } as const;
export const IMAGE_UPLOADER_SIZE = 160;
export const FILE_PREVIEW = { height: 140, width: 180, dropAreaHeight: 180 } as const;
export const DIALOG_MAX_WIDTH = 500;

/** An incoming order can be answered for five minutes from its createdAt. */
export const OFFER_WINDOW_MS = 5 * 60 * 1000;
export const OFFER_DEFAULTS = { delivery_price: '0', time_to_deliver: '0', quantity: '1' } as const;
/** The no-show button works from the appointment time until 48 hours after it. */
export const NO_SHOW_WINDOW_MS = 48 * 60 * 60 * 1000;

export const BULK_PATIENT_BATCH_SIZE = 500;
export const BULK_PATIENT_BATCH_INTERVAL_MS = 3000;
export const ER_SEARCH_MIN_PHONE_LENGTH = 10;
export const ER_ISSUE_PRICE_WIDTH = 400;
export const PRESCRIPTION_LIST_MAX_HEIGHT = 600;

/** The generic date picker offers 1960 to the current year plus 5. */
export const DATE_PICKER_MIN_YEAR = 1960;
export const DATE_PICKER_YEARS_AHEAD = 5;
/** Date-range pickers (packages, filters) start at 2020. */
export const DATE_RANGE_MIN_YEAR = 2020;

export const VAT_RATE = 0.15;
export const QR_IMAGE = { width: 200, errorCorrectionLevel: 'H' } as const;

/** Saudi phone numbers and national ids starting with 1 imply this country. */
export const SAUDI_COUNTRY_ID = 'SAU';
