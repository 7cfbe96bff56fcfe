import type { MedicalService } from '@mk/contracts';

/** The fields of the service forms: the centers (create only), then the service itself. */
export interface ServiceFormValues {
  center_ids: string[];
  type: string;
  name: string;
  name_ar: string;
  /** As typed (Arabic-Indic digits too); the payload makes it an integer. */
  price: string;
}

/** Create defaults: nothing chosen, nothing typed. */
export function emptyServiceValues(): ServiceFormValues {
  return { center_ids: [], type: '', name: '', name_ar: '', price: '' };
}

/** A stored service as the update form's values. */
export function valuesFromService(service: MedicalService): ServiceFormValues {
  return { center_ids: [service.center_id], type: service.type, name: service.name, name_ar: service.name_ar, price: String(service.price) };
}
