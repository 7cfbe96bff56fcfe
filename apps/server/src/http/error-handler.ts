import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorCode } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError } from '../auth/policy';
import { fail } from './envelope';
import { apiError, ForbiddenError, genericCode, HttpError } from './errors';

// Fastify's and its plugins' own client errors, answered with a plain message of ours.
const FRAMEWORK_ERRORS: Record<string, [number, ApiErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.empty_body'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, 'request.unsupported_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'request.invalid_length'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.body_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'request.not_multipart'],
  FST_PARTS_LIMIT: [413, 'upload.too_many_parts'],
  FST_FILES_LIMIT: [413, 'upload.too_many_files'],
  FST_FIELDS_LIMIT: [413, 'upload.too_many_fields'],
};

/** Every error leaves in the envelope with a code; a 500 says nothing about its cause (the log does). */
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
      return reply.status(error.statusCode).send(fail(error, error.payload));
    }
    // A route's request schema refused the shape (a list where one value belongs): say where.
    if (error.validation && error.validation.length > 0) {
      const [first] = error.validation;
      const path = first.instancePath.split('/').filter(Boolean);
      // A query key given twice (`?page=1&page=2`) where the schema wants one value: said as the
      // handlers' own query readers say it.
      const key = path[0];
      if (error.validationContext === 'querystring' && path.length === 1 && Array.isArray((request.query as Record<string, unknown> | undefined)?.[key])) {
        return reply.status(400).send(fail(apiError('query.repeated', { key }), { field: `querystring.${key}` }));
      }
      const where = [error.validationContext, ...path].filter(Boolean).join('.');
      return reply.status(400).send(fail(apiError('request.invalid'), where ? { field: where } : null));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(fail(apiError(known[1])));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Other framework client errors (malformed URL, bad headers...): keep the status, a neutral text.
      const answered = status === 415 ? 400 : status;
      return reply.status(answered).send(fail(apiError(genericCode(answered))));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(apiError('server.error')));
  });
}
