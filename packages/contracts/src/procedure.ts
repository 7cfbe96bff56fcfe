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
