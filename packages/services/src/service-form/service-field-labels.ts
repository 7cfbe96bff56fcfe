import { MEDICAL_SERVICE_TYPE_LABELS } from '@mk/contracts';

/** Each field of a service as the API names it, with the label its form gives it (the History tab's field names). */
const FIELD = (key: string) => `services.form.fields.${key}`;

export const SERVICE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: FIELD('name'),
  name_ar: FIELD('nameAr'),
  type: FIELD('type'),
  price: FIELD('price'),
  // The server names the center (its name, not its id) in the history.
  center_id: 'services.list.center',
};

/** Its type by the contract's labels: Lab, Radiology, Home Care. */
export const SERVICE_VALUE_LABELS = { type: MEDICAL_SERVICE_TYPE_LABELS };
