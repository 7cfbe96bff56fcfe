/** Each field of a pharmacy as the API names it, with the label its form gives it (the History tab's field names). */
const FIELD = (key: string) => `pharmacies.form.fields.${key}`;

export const PHARMACY_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: FIELD('name'),
  name_ar: FIELD('nameAr'),
  pic_id: FIELD('pic'),
  cr_number: FIELD('crNumber'),
  phone: FIELD('phone'),
  email: FIELD('email'),
  address: FIELD('address'),
  city: FIELD('city'),
  lat: FIELD('lat'),
  lng: FIELD('lng'),
  status: 'pharmacies.list.columns.status',
};
