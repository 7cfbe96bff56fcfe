import { CSRF_COOKIE, CSRF_HEADER } from '@mk/contracts';
import { getRuntimeConfig, isSameOrigin, readCookie } from '@mk/api';

/**
 * Stores the chosen CSV on the media service (spec 2 section 7, "File upload": multipart fields
 * file, upload_preset and cloud_name, with the patients preset), so every import keeps the file it
 * came from. Resolves with the stored file's address; rejects with the service's message.
 */
export async function archiveCsv(file: File, token?: string | null): Promise<string> {
  const { uploadUrl, cloudName, uploadPresets } = getRuntimeConfig();
  const body = new FormData();
  body.append('file', file);
  body.append('upload_preset', uploadPresets.patients);
  body.append('cloud_name', cloudName);
  const headers: Record<string, string> = {};
  // The token and the CSRF header go to our own server only, never to a third-party host.
  if (isSameOrigin(uploadUrl)) {
    if (token) headers.Authorization = `Bearer ${token}`;
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: 'POST', body, headers });
  } catch (error) {
    throw new Error(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const reply = (await response.json().catch(() => ({}))) as {
    secure_url?: string;
    message?: string;
    error?: { message?: string } | string;
    payload?: { secure_url?: string };
  };
  const url = reply.secure_url ?? reply.payload?.secure_url;
  if (!response.ok || !url) {
    const message = typeof reply.error === 'string' ? reply.error : (reply.error?.message ?? reply.message);
    throw new Error(message || response.statusText || `status ${response.status}`);
  }
  return url;
}
