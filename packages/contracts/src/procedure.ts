/** A criterion a procedure can list. */
export interface Criterion {
  sys_id: string;
  name: string;
  arabic_name: string;
}

/** A procedure (spec 3 section 3); `criteria` holds criterion ids. */
export interface Procedure {
  sys_id: string;
  name: string;
  arabic_name: string;
  criteria: string[];
}

/** Body of `POST criteria-write/`. */
export type ProcedureCreate = Omit<Procedure, 'sys_id'>;

/** Body of `PATCH criteria-write/{id}` (ours: the spec shows no update call): the fields to change. */
export type ProcedureUpdate = Partial<ProcedureCreate>;

/** Query of `GET criteria-read/procedure` (defaults page 1, limit 10). */
export interface ProcedureListQuery {
  page?: number;
  limit?: number;
}
