import { ValidationError, type AnySchema, type InferType } from 'yup';
import { messageText, type MessageDescriptor } from '@mk/validators';
import { BadRequestError } from './errors';

/**
 * Validates (and casts) a request body with a shared yup schema from @mk/validators.
 * The schemas carry react-intl descriptors as messages; the API answers the English text of the first one.
 */
export async function validateBody<S extends AnySchema>(schema: S, body: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(body ?? {}, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      const message = error.errors[0] as unknown as string | MessageDescriptor;
      throw new BadRequestError(messageText(message));
    }
    throw error;
  }
}
