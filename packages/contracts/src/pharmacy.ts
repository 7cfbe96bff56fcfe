import type { City } from './enums';

/** A pharmacy (spec 2 section 3). */
export interface Pharmacy {
  sys_id: string;
  name: string;
  name_ar: string;
  cr_number: string;
  phone: string;
  email?: string;
  address: string;
  city: City;
  lat: string | number;
  lng: string | number;
  pic_id?: string;
}

/** Body of `POST pharmacy-write` and `PATCH pharmacy-write/{id}`. */
export type PharmacyWrite = Omit<Pharmacy, 'sys_id'>;
