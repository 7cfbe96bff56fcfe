import type { MedicalService } from './service.schema';

/** Body of `PATCH medical-service-write/update-service/{id}`. */
export type MedicalServiceWrite = Pick<MedicalService, 'name' | 'name_ar' | 'price' | 'type'>;

/** Body of `POST medical-service-write/create-service`. */
export interface MedicalServiceCreate {
  center_ids: string[];
  service: MedicalServiceWrite;
}

/** Query of `GET medical-service-read/services/{centerId}` (defaults page 1, limit 10). */
export interface MedicalServiceListQuery {
  centerId: string;
  page?: number;
  limit?: number;
  /** false: every service of the center. */
  paginated?: boolean;
}
