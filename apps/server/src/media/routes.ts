import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MediaUploadedSchema } from '@mk/contracts';
import { hasAnyControlCharacter } from '@mk/validators';
import { fail, ok } from '../http/envelope';
import { apiError, BadRequestError, PayloadTooLargeError } from '../http/errors';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError, currentUser, isAdmin } from '../auth/policy';
import { ErrorEnvelopeSchema, fileReplies, okEnvelope } from '../openapi/reply-schemas';
import { findMedia } from './media.repository';
import { storedFileName, storeUpload } from './media.service';
import { CSV_MAX_MB, extensionOf, MIME_BY_EXT, presetFor, uploadPresets } from './upload-presets';

const MB = 1024 * 1024;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Images: public links (an <img> cannot send a token). */
const IMAGE_NAME = new RegExp(`^${UUID}\\.(png|jpe?g)$`);
/** Patient CSV files: personal data, behind sign-in. */
const PRIVATE_NAME = new RegExp(`^(${UUID})\\.csv$`);
const PRIVATE_PRESETS = new Set(['patients_csv']);

/** The upload's reply: the envelope, and `secure_url` beside it where an image host's clients look for it. */
const UploadReplySchema = Type.Object(
  {
    ...okEnvelope(MediaUploadedSchema).properties,
    secure_url: Type.String({ description: 'The same link as `payload.secure_url`, where an image host (Cloudinary) puts it' }),
  },
  { description: 'Success: the envelope, with `secure_url` also at the top' },
);
// No pattern: a name the route does not serve is answered 404 by the handler, like an unknown one.
const fileNameParams = Type.Object({ name: Type.String({ description: 'The stored file name, `{uuid}.{ext}`, as the upload gave it in `secure_url`' }) });

/** Largest file any preset accepts; multipart stops reading beyond it. */
export function uploadByteLimit(maxImageMb: number): number {
  return Math.max(maxImageMb, CSV_MAX_MB) * MB;
}

/** The multipart form the handler reads (checked there: the preset's types and size). */
const uploadBody = (presetNames: string[]) =>
  Type.Object({
    file: Type.String({ format: 'binary' }),
    upload_preset: Type.String({ enum: presetNames }),
    cloud_name: Type.Optional(Type.String({ description: 'Ignored (an image host asks for it)' })),
  });

/**
 * An image host of our own, answering like the one the spec calls (multipart `file`,
 * `upload_preset`, `cloud_name`; reply with `secure_url`), so the dashboard can point at either.
 */
export async function mediaRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const presets = uploadPresets(app.config.maxUploadMb);
  const overallMb = uploadByteLimit(app.config.maxUploadMb) / MB;

  app.post(
    '/media/upload',
    {
      config: { access: 'signed-in', bodyShape: uploadBody(Object.keys(presets)) },
      schema: {
        consumes: ['multipart/form-data'],
        summary: "Stores a file sent as multipart (`file`, `upload_preset`: 'images' or 'patients_csv'; `cloud_name` is ignored) and gives its link, like an image host",
        response: { 200: UploadReplySchema, '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new BadRequestError(apiError('request.not_multipart'));
      const fields: Record<string, unknown> = {};
      let file: { filename: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts() as AsyncIterable<Multipart>) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'file') file = { filename: part.filename, bytes };
          } else {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const known = typeof fields.upload_preset === 'string' ? presets[fields.upload_preset] : undefined;
          throw new PayloadTooLargeError(apiError('upload.file_too_large', { max: known?.maxMb ?? overallMb }));
        }
        throw error;
      }

      const preset = presetFor(presets, fields.upload_preset);
      if (!file || file.bytes.length === 0) throw new BadRequestError(apiError('upload.file_required'));
      // A name with NUL (or any control character) cannot be stored as text and means nothing to a
      // person: refused before anything is written (it answered 500 once the database refused it).
      if (hasAnyControlCharacter(file.filename)) throw new BadRequestError(apiError('upload.file_name_invalid'));
      if (file.bytes.length > preset.maxMb * MB) throw new PayloadTooLargeError(apiError('upload.file_too_large', { max: preset.maxMb }));
      const format = preset.detect(file.filename, file.bytes);
      if (!format) throw new BadRequestError(apiError(preset.wrongType));

      const row = await storeUpload(app.db, app.mediaStore, request, {
        preset: preset.name,
        originalName: file.filename,
        bytes: file.bytes,
        format,
      });
      // From configuration, never from the Host header (a forged Host would hand out links to another site).
      const folder = PRIVATE_PRESETS.has(preset.name) ? 'private' : 'files';
      const secureUrl = `${app.config.publicUrl}/api/media/${folder}/${path.basename(row.path)}`;
      return reply.send({
        ...ok('File uploaded', { secure_url: secureUrl, public_id: row.sys_id, bytes: row.size, format: format.ext }),
        secure_url: secureUrl,
      });
    },
  );

  /** The stored file named `name` (the media row's id is its part before the extension). */
  const openStored = (name: string) => app.mediaStore.open({ sysId: name.slice(0, 36), name });

  // The file routes send a stream, which a typed reply would refuse: declared on the plain instance (like pdf/routes.ts).
  // No authentication: <img src> cannot send a bearer token, and the names are unguessable UUIDs.
  plain.get(
    '/media/files/:name',
    {
      config: { access: 'public' },
      schema: {
        summary: 'An uploaded image (png or jpeg), to anyone with its link (no login: an <img> sends no token); cached for a year',
        params: fileNameParams,
        response: fileReplies('image/*', 'The image, as uploaded (image/png or image/jpeg)'),
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const stored = IMAGE_NAME.test(name) ? await openStored(name) : undefined;
      if (!stored) return reply.status(404).send(fail(apiError('resource.not_found')));
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(MIME_BY_EXT[extensionOf(name)])
        .send(stored);
    },
  );

  // Patient CSV files: only ADMIN and the uploader, never kept in a shared cache, each read audited.
  plain.get(
    '/media/private/:name',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'An uploaded patients CSV, as an attachment, to its uploader and ADMIN only; never cached, each read audited (on object storage, a redirect to a link valid for 60 s)',
        params: fileNameParams,
        response: {
          ...fileReplies('text/csv', 'The CSV file, as uploaded'),
          302: Type.Null({ description: 'On object storage (MEDIA_STORE=s3): `Location` is a presigned link to the file that works for 60 s' }),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const sysId = PRIVATE_NAME.exec(name)?.[1];
      const row = sysId ? await findMedia(app.db, sysId) : undefined;
      if (!row || storedFileName(row) !== name) return reply.status(404).send(fail(apiError('resource.not_found')));
      const user = currentUser(request);
      if (!isAdmin(user) && row.uploaded_by !== user.sys_id) throw new AccessDeniedError({ entityType: 'media', entityId: row.sys_id });
      const file = { sysId: row.sys_id, name };
      if (app.mediaStore.privateLink) {
        // Object storage: audited here, then handed out by the store as a link that works for a minute.
        if (!(await app.mediaStore.has(file))) return reply.status(404).send(fail(apiError('resource.not_found')));
        await recordAudit(app.db, request, { action: 'read', entityType: 'media', entityId: row.sys_id });
        return reply.header('Cache-Control', 'private, no-store').redirect(await app.mediaStore.privateLink(file), 302);
      }
      const stored = await app.mediaStore.open(file);
      if (!stored) return reply.status(404).send(fail(apiError('resource.not_found')));
      try {
        await recordAudit(app.db, request, { action: 'read', entityType: 'media', entityId: row.sys_id });
      } catch (error) {
        stored.destroy();
        throw error;
      }
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'attachment')
        .header('Content-Length', row.size)
        .type(MIME_BY_EXT.csv)
        .send(stored);
    },
  );
}
