import type { MessageDescriptor } from '@mk/validators';

/** The part of a yup schema the forms use (imported through @mk/validators' schemas, not yup itself). */
export interface Validating {
  validate(values: unknown, options: { abortEarly: false }): Promise<unknown>;
}

interface SchemaIssue {
  name: string;
  path?: string;
  errors: unknown[];
  inner: SchemaIssue[];
}

const isSchemaIssue = (error: unknown): error is SchemaIssue =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';

export type FieldErrors = Record<string, MessageDescriptor>;

/** Runs a shared schema over the values: the first message of each failing field, as a descriptor. */
export async function validateWith(schema: Validating, values: unknown): Promise<FieldErrors> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!isSchemaIssue(error)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      if (issue.path && !errors[issue.path]) errors[issue.path] = issue.errors[0] as MessageDescriptor;
    }
    return errors;
  }
}
