import { ValidationError, type AnySchema, type InferType } from 'yup';
import { isMessageDescriptor, messageText, strictTypeProblem, type MessageDescriptor } from '@mk/validators';
import { apiError, BadRequestError, genericCode, type ErrorText } from './errors';

/** A shared validation message as an error text: its descriptor id is the code the dashboard translates. */
export function validationText(message: string | MessageDescriptor): ErrorText {
  return isMessageDescriptor(message) ? { code: message.id, message: messageText(message) } : { code: genericCode(400), message };
}

/**
 * A 400 for a failed shared validation rule (`validation.nationalId.invalid`, ...); with `field`,
 * the payload names the field that failed (`{ field: 'items[0].quantity' }`), since a message
 * such as 'Invalid should be less than 1000000' does not say which number was too large.
 */
export function validationError(message: string | MessageDescriptor, field?: string): BadRequestError {
  return new BadRequestError(validationText(message), field ? { field } : null);
}

/**
 * Validates (and casts) a request body with a shared yup schema from @mk/validators.
 * The schemas carry react-intl descriptors as messages; the API answers the English text of the
 * first one, with the descriptor's id as the code.
 */
export async function validateBody<S extends AnySchema>(schema: S, body: unknown): Promise<InferType<S>> {
  // Strict JSON types first: yup would turn 5 into '5' and hand an array to `.trim()` (a 500).
  const typeProblem = strictTypeProblem(schema, body ?? {});
  if (typeProblem) throw validationError(typeProblem);
  try {
    return await schema.validate(body ?? {}, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) throw validationError(error.errors[0] as unknown as string | MessageDescriptor, error.path);
    // A rule that threw on a value it did not expect: still the client's input, never a 500.
    if (error instanceof TypeError) throw new BadRequestError(apiError('request.invalid'));
    throw error;
  }
}
