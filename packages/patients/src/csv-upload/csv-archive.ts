import { getRuntimeConfig, uploadToMediaHost } from '@mk/api';

/**
 * Stores the chosen CSV on the media service with the patients preset (spec 2 section 7, "File
 * upload"), so every import keeps the file it came from. Resolves with the stored file's address;
 * rejects with the service's message.
 */
export const archiveCsv = (file: File, token?: string | null): Promise<string> =>
  uploadToMediaHost(file, getRuntimeConfig().uploadPresets.patients, token);
