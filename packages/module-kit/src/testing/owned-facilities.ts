import type { OwnedFacility } from '@mk/contracts';
import type { ApiHandlers } from './fake-api';
import { ok } from './fake-server';

/**
 * The session's reads of a user's clinics, pharmacies and centers (at login, and again after a PIC
 * registers one), answering these lists in one page each as the server shapes them.
 */
export function ownedFacilityHandlers(lists: { clinics?: OwnedFacility[]; pharmacies?: OwnedFacility[]; centers?: OwnedFacility[] }): ApiHandlers {
  const { clinics = [], pharmacies = [], centers = [] } = lists;
  return {
    getStartupClinics: ok({
      count: clinics.length,
      data: clinics.map(({ sys_id, name, name_ar }) => ({ sys_id, registered_clinic_name: name, registered_clinic_name_arabic: name_ar })),
    }),
    getStartupPharmacies: ok({ count: pharmacies.length, rows: pharmacies }),
    getStartupCenters: ok({ count: centers.length, rows: centers.map(({ sys_id, name, name_ar }) => ({ sys_id, center_name: name, center_name_arabic: name_ar })) }),
  };
}
