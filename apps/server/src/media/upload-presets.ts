import type { ApiErrorCode } from '@mk/contracts';
import { apiError, BadRequestError } from '../http/errors';

export interface StoredFormat {
  ext: string;
  mime: string;
}

export interface UploadPreset {
  name: string;
  maxMb: number;
  wrongType: ApiErrorCode;
  /** The stored format when the file's name and bytes agree on an accepted type, else undefined. */
  detect(filename: string, bytes: Buffer): StoredFormat | undefined;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename);
  return match ? match[1].toLowerCase() : '';
}

function detectImage(filename: string, bytes: Buffer): StoredFormat | undefined {
  const ext = extensionOf(filename);
  // The name and the content must agree: a renamed executable or a PNG called .jpg is refused.
  if (ext === 'png' && bytes.subarray(0, 8).equals(PNG_MAGIC)) return { ext: 'png', mime: 'image/png' };
  if ((ext === 'jpg' || ext === 'jpeg') && bytes.subarray(0, 3).equals(JPEG_MAGIC)) return { ext, mime: 'image/jpeg' };
  return undefined;
}

function detectCsv(filename: string, bytes: Buffer): StoredFormat | undefined {
  if (extensionOf(filename) !== 'csv') return undefined;
  // Text only: no NUL bytes and valid UTF-8.
  if (bytes.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return { ext: 'csv', mime: 'text/csv' };
}

export const CSV_MAX_MB = 10;

/** Preset names the dashboard sends as `upload_preset`; image size comes from MAX_UPLOAD_MB. */
export function uploadPresets(maxImageMb: number): Record<string, UploadPreset> {
  return {
    images: {
      name: 'images',
      maxMb: maxImageMb,
      wrongType: 'upload.image_type',
      detect: detectImage,
    },
    patients_csv: {
      name: 'patients_csv',
      maxMb: CSV_MAX_MB,
      wrongType: 'upload.csv_type',
      detect: detectCsv,
    },
  };
}

export function presetFor(presets: Record<string, UploadPreset>, name: unknown): UploadPreset {
  const preset = typeof name === 'string' && Object.hasOwn(presets, name) ? presets[name] : undefined;
  if (!preset) throw new BadRequestError(apiError('upload.unknown_preset'));
  return preset;
}

export const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
};
