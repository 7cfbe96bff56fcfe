import { ValidationError, type AnySchema, type InferType } from 'yup';
import { isMessageDescriptor, messageText, type MessageDescriptor } from '@mk/validators';
import { BadRequestError, genericCode, type ErrorText } from './errors';

/** A shared validation message as an error text: its descriptor id is the code the dashboard translates. */
export function validationText(message: string | MessageDescriptor): ErrorText {
  return isMessageDescriptor(message) ? { code: message.id, message: messageText(message) } : { code: genericCode(400), message };
}

/** A 400 for a failed shared validation rule (`validation.nationalId.invalid`, ...). */
export function validationError(message: string | MessageDescriptor): BadRequestError {
  return new BadRequestError(validationText(message));
}

/**
 * Validates (and casts) a request body with a shared yup schema from @mk/validators.
 * The schemas carry react-intl descriptors as messages; the API answers the English text of the
 * first one, with the descriptor's id as the code.
 */
export async function validateBody<S extends AnySchema>(schema: S, body: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(body ?? {}, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) throw validationError(error.errors[0] as unknown as string | MessageDescriptor);
    throw error;
  }
}
