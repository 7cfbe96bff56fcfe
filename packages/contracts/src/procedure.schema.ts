import { Type, type Static } from '@sinclair/typebox';

/*
 * The procedures API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas
 * and the types the dashboard reads are derived from them, so the two cannot differ. A module of its own,
 * so a bundle that only needs the types does not carry the schemas.
 */

/** A criterion a procedure can list (`GET criteria-read/criteria`). */
export const CriterionSchema = Type.Object({
  sys_id: Type.String({ description: 'The criterion id' }),
  name: Type.String(),
  arabic_name: Type.String(),
});
export type Criterion = Static<typeof CriterionSchema>;

/** A procedure (spec 3 section 3); `criteria` holds criterion ids, in the order they were given. */
export const ProcedureSchema = Type.Object({
  sys_id: Type.String({ description: 'The procedure id' }),
  name: Type.String(),
  arabic_name: Type.String(),
  criteria: Type.Array(Type.String(), { description: 'The ids of its criteria' }),
});
export type Procedure = Static<typeof ProcedureSchema>;
