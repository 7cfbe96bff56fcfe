import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { extensionOf, MIME_BY_EXT } from '../upload-presets';
import type { MediaStore, StoredFile } from './media-store';

/** S3_*: an S3-compatible object storage (AWS S3, MinIO, Ceph, R2...). */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path, not the host name: what most S3-compatible servers need (default with S3_ENDPOINT). */
  forcePathStyle: boolean;
  /** S3_PREFIX: the objects' key prefix, so one bucket can hold several environments. */
  prefix: string;
}

/** How long a private file's presigned link works: enough for the browser to follow the redirect. */
export const PRIVATE_LINK_SECONDS = 60;

const missing = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files as objects of one private bucket. Images are streamed through the server (their links stay
 * `/api/media/files/...`, cached for a year); a private file is handed out, after the route's own
 * checks and audit, as a presigned link that works for PRIVATE_LINK_SECONDS.
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (file: StoredFile) => `${settings.prefix}${file.name}`;
  const typeOf = (file: StoredFile) => MIME_BY_EXT[extensionOf(file.name)] ?? 'application/octet-stream';
  return {
    kind: 's3',
    async save(_tx, file, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(file), Body: bytes, ContentType: typeOf(file) }));
      return async () => {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(file) }));
      };
    },
    async has(file) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(file) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async open(file) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(file) }));
        return object.Body as Readable;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    privateLink(file) {
      const command = new GetObjectCommand({
        Bucket,
        Key: keyOf(file),
        ResponseContentDisposition: 'attachment',
        ResponseCacheControl: 'private, no-store',
        ResponseContentType: typeOf(file),
      });
      return getSignedUrl(client, command, { expiresIn: PRIVATE_LINK_SECONDS });
    },
    close: () => client.destroy(),
  };
}
