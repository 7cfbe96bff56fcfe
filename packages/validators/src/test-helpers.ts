import { ValidationError, type AnySchema } from 'yup';
import { messageText } from './descriptor';

/**
 * Validates and returns `{ path: englishText }` for every failure (empty when valid), the way a
 * form would show them. Test helper only; not exported from the package.
 */
export async function errorsOf(schema: AnySchema, value: unknown, context?: object): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? '';
      if (!(path in errors)) errors[path] = messageText(inner.message as never);
    }
    return errors;
  }
}
