import { CITY_LABELS, type City } from '@mk/contracts';
import { CITY_REFUSAL_KM, kmFromCity, pharmacySchema, type PharmacyInput } from '@mk/validators';
import { AccessDeniedError, assertCanAccess, isAdmin, resolvePicIdForCreate } from '../auth/policy';
import { pharmacies } from '../db/schema';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { initialFacilityStatus } from '../auth/facility-gate';
import { defineEntityWriter } from '../kit/entity-write';
import { findLivePharmacy } from './pharmacies.repository';
import { PHARMACY_NOT_FOUND } from './pharmacies.service';
import { pharmacyView } from './pharmacy.view';

/**
 * A point more than CITY_REFUSAL_KM from the chosen city is refused (400 `pharmacy.far_from_city`):
 * orders go to the pharmacies near the patient, so a Jeddah pharmacy placed in Riyadh got Riyadh's.
 */
function assertNearCity(values: Pick<PharmacyInput, 'city' | 'lat' | 'lng'>): void {
  const km = kmFromCity(values.city, values.lat, values.lng);
  if (km !== undefined && km > CITY_REFUSAL_KM) throw new BadRequestError(apiError('pharmacy.far_from_city', { km, city: CITY_LABELS[values.city as City]?.en ?? values.city }));
}

/**
 * Pharmacy writes (POST and PATCH pharmacy-write). A PIC's pharmacy is always theirs (a pic_id in
 * the body is ignored on create); an ADMIN must name an existing PIC ('Please choose a person in
 * charge' otherwise), and only an ADMIN may put another PIC in charge later (403, audited). The
 * update is validated with the register rules, over the whole merged record (docs/deviations.md).
 * A PIC's pharmacy waits for ADMIN's approval (status 'pending'); status and status_reason are no
 * schema fields, so a body never writes them: only the status call does (facility-status/).
 */
const pharmacyWriter = defineEntityWriter({
  entityType: 'pharmacy',
  table: pharmacies,
  createSchema: pharmacySchema,
  updateSchema: pharmacySchema,
  apart: ['pic_id'],
  blankAsNull: true,
  errors: {
    notAnObject: () => new BadRequestError(apiError('pharmacy.not_object')),
    notFound: () => new NotFoundError(PHARMACY_NOT_FOUND),
  },
  find: findLivePharmacy,
  access: (_tx, user, row) => assertCanAccess(user, row, 'pharmacy'),
  view: (row) => pharmacyView(row),
  onCreate: {
    input: (body, user) => ({ pic_id: isAdmin(user) ? body.pic_id : user.sys_id }),
    row: async ({ tx, user, values, columns }) => {
      assertNearCity(values);
      return { ...columns, pic_id: await resolvePicIdForCreate(tx, user, values.pic_id), status: initialFacilityStatus(user) };
    },
  },
  onUpdate: {
    // Sending the stored value back (a form posting the whole pharmacy) is not a change.
    async before({ tx, user, body, row }) {
      if (body.pic_id === undefined || body.pic_id === null || body.pic_id === row.pic_id) return {};
      if (!isAdmin(user)) {
        throw new AccessDeniedError({ entityType: 'pharmacy', entityId: row.sys_id }, apiError('pharmacy.pic_change_denied'));
      }
      return { changes: { pic_id: await resolvePicIdForCreate(tx, user, body.pic_id) } };
    },
    // The merged record: moving the point or changing the city alone is checked alike.
    changes: async ({ values, columns }) => {
      assertNearCity(values);
      return columns;
    },
  },
});

export const createPharmacy = pharmacyWriter.create;
export const changePharmacy = pharmacyWriter.update;
