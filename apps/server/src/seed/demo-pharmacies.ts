import type { Tx } from '../db/database';
import { pharmacies, type NewPharmacyRow } from '../db/schema';
import { DEMO_PHARMACIES, type Owned } from './demo-data';

/** The centre of Riyadh the demo pharmacies (and the demo patient of the orders) are near. */
export const RIYADH_CENTRE = { lat: 24.7136, lng: 46.6753 } as const;

/**
 * Pharmacies of the pharmacy PIC (pharmacy.pic@example.com) within about 2 km of the centre of
 * Riyadh, so an order placed there reaches them. Their names come first in the PIC's list (by
 * name), so the first, the default for live orders and offers, is in Riyadh.
 */
export const DEMO_RIYADH_PHARMACIES: Owned<NewPharmacyRow>[] = [
  {
    owner: 'pharmacy',
    name: 'Al Olaya Pharmacy',
    name_ar: 'صيدلية العليا',
    cr_number: '1010234567',
    phone: '0112345601',
    email: 'olaya.pharmacy@example.com',
    address: 'Al Olaya',
    city: 'RIYADH',
    lat: '24.7010',
    lng: '46.6840',
  },
  {
    owner: 'pharmacy',
    name: 'Al Murabba Pharmacy',
    name_ar: 'صيدلية المربع',
    cr_number: '1010234568',
    phone: '0551234602',
    email: 'murabba.pharmacy@example.com',
    address: 'Al Murabba',
    city: 'RIYADH',
    lat: '24.7260',
    lng: '46.6900',
  },
  {
    owner: 'pharmacy',
    name: 'Al Malaz Pharmacy',
    name_ar: 'صيدلية الملز',
    cr_number: '1010234569',
    phone: '0551234603',
    address: 'Al Malaz',
    city: 'RIYADH',
    lat: '24.7080',
    lng: '46.6950',
  },
];

/** Every demo pharmacy, each with its person in charge. */
export async function insertDemoPharmacies(tx: Tx, idOf: (owner: string) => string): Promise<void> {
  await tx
    .insert(pharmacies)
    .values([...DEMO_RIYADH_PHARMACIES, ...DEMO_PHARMACIES].map(({ owner, ...row }) => ({ ...row, pic_id: idOf(owner) })));
}
