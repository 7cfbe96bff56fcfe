import type { FastifyError, FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError } from '../auth/policy';
import { fail } from './envelope';
import { ForbiddenError, HttpError } from './errors';

// Fastify's and its plugins' own client errors, answered with a plain message of ours.
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'The request is not multipart'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload'],
};

/** Every error leaves in the envelope; a 500 says nothing about its cause (the log does). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof ForbiddenError) {
        const target = error instanceof AccessDeniedError ? error.target : { entityType: 'request', entityId: null };
        try {
          await recordAudit(app.db, request, {
            action: 'access_denied',
            entityType: target.entityType,
            entityId: target.entityId,
            after: { method: request.method, url: request.url, reason: error.message },
          });
        } catch (auditError) {
          request.log.error({ err: auditError }, 'could not record a refused access');
        }
      }
      return reply.status(error.statusCode).send(fail(error.message, error.payload));
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send(fail(known[1]));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Other framework client errors (malformed URL, bad headers...): keep the status, a neutral text.
      return reply
        .status(status === 415 ? 400 : status)
        .send(fail(status === 413 ? 'The request is too large' : 'Bad request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('Something went wrong'));
  });
}
