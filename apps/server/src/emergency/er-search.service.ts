import type { FastifyRequest } from 'fastify';
import type { ErPrescriptionSearchRow, RowsPage } from '@mk/contracts';
import { validatePhone } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError, isAdmin } from '../auth/policy';
import type { Db } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { BadRequestError } from '../http/errors';
import type { Page } from '../http/pagination';
import { queryText } from '../http/query';
import { validationError } from '../http/validate';
import { normalizePatientPhone } from '../patients/patient-fields';
import { PHONE_REQUIRED } from '../patients/patients.service';
import { mayWorkAsPharmacy } from './er-access';
import { medicinesOf, openEmergencyPrescriptionsOfPhone } from './er-orders.repository';

/**
 * `GET prescription-read/prescription-search?phone=&page=&limit=`: the emergency prescriptions with
 * medicines still to issue of the patient with that phone, newest first, each with the patient's id
 * (`issuer_id`, for creating the ER order) and its medicines. For ADMIN and anyone running a
 * pharmacy in service (others: 403, audited; one whose pharmacies are pending or suspended: 409
 * `facility.not_active`). The phone is a whole one passing the product's phone rule, never
 * a part of one (the dashboard searches from 10 characters); every search is audited.
 */
export async function searchEmergencyPrescriptions(db: Db, request: FastifyRequest, user: AuthUser, query: unknown, page: Page): Promise<RowsPage<ErPrescriptionSearchRow>> {
  if (!isAdmin(user) && !(await mayWorkAsPharmacy(db, user.sys_id))) throw new AccessDeniedError({ entityType: 'prescription', entityId: null });
  const phone = queryText(query, 'phone', 30);
  if (!phone) throw new BadRequestError(PHONE_REQUIRED);
  const phoneError = validatePhone(phone);
  if (phoneError) throw validationError(phoneError);

  const { count, rows } = await openEmergencyPrescriptionsOfPhone(db, normalizePatientPhone(phone), page);
  const medicines = await medicinesOf(db, rows.map((row) => row.product_id));
  await recordAudit(db, request, { action: 'search', entityType: 'prescription', after: { by: 'phone', found: rows.map((row) => row.product_id) } });
  return {
    count,
    rows: rows.map((row) => ({
      product_id: row.product_id,
      issuer_id: row.issuer_id,
      patient: { name: row.patient_name },
      createdAt: row.createdAt.toISOString(),
      medicines: medicines.get(row.product_id) ?? [],
    })),
  };
}
