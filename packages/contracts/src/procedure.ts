import type { Procedure } from './procedure.schema';

/** Body of `POST criteria-write/`. */
export type ProcedureCreate = Omit<Procedure, 'sys_id'>;

/** Body of `PATCH criteria-write/{id}` (ours: the spec shows no update call): the fields to change. */
export type ProcedureUpdate = Partial<ProcedureCreate>;

/** Query of `GET criteria-read/procedure` (defaults page 1, limit 10). */
export interface ProcedureListQuery {
  page?: number;
  limit?: number;
}
