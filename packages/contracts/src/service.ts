import type { MedicalServiceType } from './enums';

/** A medical service of a center (spec 3 section 3). */
export interface MedicalService {
  sys_id: string;
  name: string;
  name_ar: string;
  /** An integer. */
  price: number;
  type: MedicalServiceType;
  center_id: string;
}

/** Body of `PATCH medical-service-write/update-service/{id}`. */
export type MedicalServiceWrite = Omit<MedicalService, 'sys_id' | 'center_id'>;

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

/** Reply of `PATCH medical-service-write/delete-service/{id}`. */
export interface DeletedMedicalService {
  sys_id: string;
  name: string;
}
