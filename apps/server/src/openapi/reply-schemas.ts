import { Type, type TLiteral, type TObject, type TSchema, type TString } from '@sinclair/typebox';

/*
 * The envelope every reply travels in, as JSON Schema. A route's `response` lists its success
 * payload through `replies(...)`; Fastify then serializes the reply with that schema, so a field
 * the schema does not declare never leaves the server, and the OpenAPI document shows the shape.
 */

/** Every error reply: a stable code the dashboard translates, and the English text beside it. */
export const ErrorEnvelopeSchema = Type.Object(
  {
    result: Type.Literal('error'),
    message: Type.String({ description: 'The English text of the error' }),
    payload: Type.Unknown({ description: 'Details of some errors (the field that failed, the rows refused), else null' }),
    code: Type.String({ description: 'A stable code such as `clinic.not_found` or `validation.nationalId.invalid`' }),
  },
  { description: 'An error, in the envelope' },
);

type OkEnvelopeSchema<T extends TSchema> = TObject<{ result: TLiteral<'ok'>; message: TString; payload: T }>;

/** A success reply carrying `payload`. */
export function okEnvelope<T extends TSchema>(payload: T): OkEnvelopeSchema<T> {
  return Type.Object({ result: Type.Literal('ok'), message: Type.String(), payload }, { description: 'Success, in the envelope' });
}

/**
 * A route's `response` schemas: its success payloads by status (200, 201), and the error envelope for
 * every 4xx and 5xx the route may answer.
 */
export function replies<S extends { 200: TSchema } | { 201: TSchema }>(success: S) {
  const ok = Object.fromEntries(Object.entries(success).map(([status, payload]) => [status, okEnvelope(payload as TSchema)]));
  return { ...ok, '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema } as {
    [Status in keyof S]: S[Status] extends TSchema ? OkEnvelopeSchema<S[Status]> : never;
  } & { '4xx': typeof ErrorEnvelopeSchema; '5xx': typeof ErrorEnvelopeSchema };
}

/**
 * The `response` of a route that answers with a file (a PDF, an image, a CSV) and, on failure, the
 * error envelope. Fastify sends a file as it is (a Buffer or a stream is never serialized), so the 200
 * schema only tells the OpenAPI reader what arrives.
 */
export function fileReplies(mediaType: string, description: string) {
  return {
    200: { description, content: { [mediaType]: { schema: Type.String({ format: 'binary' }) } } },
    '4xx': ErrorEnvelopeSchema,
    '5xx': ErrorEnvelopeSchema,
  };
}
