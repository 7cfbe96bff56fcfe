import type { MedicalServiceCreate, MedicalServiceWrite } from '@mk/contracts';
import { serviceSchema } from '@mk/validators';
import type { ServiceFormValues } from './service-form.values';

/** The service as the shared schema reads it: names trimmed, the price a whole number ('12.75' -> 12). */
export function servicePayload({ type, name, name_ar, price }: ServiceFormValues): MedicalServiceWrite {
  return serviceSchema.cast({ type, name, name_ar, price }, { stripUnknown: true }) as MedicalServiceWrite;
}

/** `POST medical-service-write/create-service`: one service for every chosen center. */
export function createPayload(values: ServiceFormValues): MedicalServiceCreate {
  return { center_ids: values.center_ids, service: servicePayload(values) };
}
