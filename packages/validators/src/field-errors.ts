import type { MessageDescriptor } from './descriptor';

/** The first message of each failing field, keyed by its path ('name', 'services'...). */
export type FieldErrors = Record<string, MessageDescriptor>;

/** The part of a yup schema the forms use, so a package needs no yup import of its own. */
export interface Validating {
  validate(values: unknown, options: { abortEarly: false }): Promise<unknown>;
  validateSync(values: unknown, options: { abortEarly: false }): unknown;
}

interface SchemaIssue {
  name: string;
  path?: string;
  errors: unknown[];
  inner: SchemaIssue[];
}

const isSchemaIssue = (error: unknown): error is SchemaIssue =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isSchemaIssue(error)) throw error;
  const errors: FieldErrors = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    if (issue.path && !errors[issue.path]) errors[issue.path] = issue.errors[0] as MessageDescriptor;
  }
  return errors;
}

/** Runs a shared schema over form values: empty when they pass, else each failing field's first message. */
export async function validateWith(schema: Validating, values: unknown): Promise<FieldErrors> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return fieldErrorsOf(error);
  }
}

/** `validateWith` for schemas without async tests, where a form checks on every keystroke. */
export function validateSyncWith(schema: Validating, values: unknown): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return fieldErrorsOf(error);
  }
}
