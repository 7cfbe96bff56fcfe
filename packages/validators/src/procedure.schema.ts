import { array, object, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { TEXT_LIMITS } from './text-rules';
import { requiredText, text } from './yup-rules';

const REQUIRED = MESSAGES.required;

/**
 * A procedure (spec 3 sections 2 and 7: `POST criteria-write/` with name, arabic_name and the
 * criteria ids). Both names required; at least one criterion (the form's multi-select), each id
 * once. That the ids exist is the server's check.
 */
export const procedureSchema = object({
  name: requiredText(REQUIRED, TEXT_LIMITS.name),
  arabic_name: requiredText(REQUIRED, TEXT_LIMITS.name),
  criteria: array(text(TEXT_LIMITS.code).required(REQUIRED))
    .required(REQUIRED)
    .min(1, REQUIRED)
    .test('unique', REQUIRED, (ids) => new Set(ids).size === (ids ?? []).length),
});

export type ProcedureInput = InferType<typeof procedureSchema>;
