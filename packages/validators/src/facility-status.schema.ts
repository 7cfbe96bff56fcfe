import { FACILITY_STATUSES, type FacilityStatus } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { TEXT_LIMITS } from './text-rules';
import { text } from './yup-rules';

/** The longest reason ADMIN may give for a suspension: a paragraph, shown to the facility's PIC. */
export const FACILITY_STATUS_REASON_MAX = TEXT_LIMITS.long;

/**
 * Body of `PATCH pharmacy-write/{id}/status`, `clinic-write/{id}/status`, `center-write/{id}/status`
 * and ADMIN's approve / suspend dialog: a status, and a reason that a suspension must give (the PIC
 * reads it on their pages, so a blank one would leave them guessing).
 */
export const facilityStatusChangeSchema = object({
  status: string<FacilityStatus>()
    .typeError(MESSAGES.facilityStatusUnknown)
    .oneOf(FACILITY_STATUSES, MESSAGES.facilityStatusUnknown)
    .required(MESSAGES.facilityStatusUnknown),
  reason: text(FACILITY_STATUS_REASON_MAX)
    .optional()
    .when('status', {
      is: 'suspended',
      then: (reason) => reason.required(MESSAGES.facilitySuspendReasonRequired),
    }),
}).typeError(MESSAGES.facilityStatusUnknown);

export type FacilityStatusChangeInput = InferType<typeof facilityStatusChangeSchema>;
