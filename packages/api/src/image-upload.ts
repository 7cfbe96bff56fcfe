import { uploadToMediaHost } from './media-upload';
import { getRuntimeConfig } from './runtime-config';

/**
 * The upload of a logo or photo, for @mk/ui's image uploader (which does no I/O of its own): the
 * images preset of the runtime configuration, as the signed-in user `token`.
 */
export const imageUploader =
  (token?: string | null) =>
  (file: File): Promise<string> =>
    uploadToMediaHost(file, getRuntimeConfig().uploadPresets.images, token);
