import { Type, type Static } from '@sinclair/typebox';
import { sysId } from './schema-fields';

/*
 * The media upload's reply as JSON Schema (TypeBox). The upload answers like the image host the spec
 * calls (Cloudinary): `secure_url` at the top of the reply, beside the usual envelope whose payload
 * repeats it with the stored file's id, size and format.
 */

/** The payload of `POST /api/media/upload`. */
export const MediaUploadedSchema = Type.Object({
  secure_url: Type.String({ description: 'The whole link of the stored file: `/api/media/files/{uuid}.{ext}` (images, public) or `/api/media/private/{uuid}.csv`' }),
  public_id: sysId('The stored file'),
  bytes: Type.Integer({ minimum: 1, description: 'Its size in bytes' }),
  format: Type.String({ description: "Its type by content: 'png', 'jpg', 'jpeg' or 'csv'" }),
});
export type MediaUploaded = Static<typeof MediaUploadedSchema>;
