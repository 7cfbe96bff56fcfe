import { CSRF_COOKIE, CSRF_HEADER } from '@mk/contracts';
import { readCookie } from './base-query';
import { getRuntimeConfig, isSameOrigin } from './runtime-config';

/**
 * Sends a file to the media host (spec 1 section 4, spec 2 section 7 "File upload"): multipart
 * fields file, upload_preset and cloud_name. The token and the CSRF header go to our own server
 * only, never to a third-party host. Resolves with the stored file's `secure_url`; rejects with
 * the host's message.
 */
export async function uploadToMediaHost(file: File, preset: string, token?: string | null): Promise<string> {
  const { uploadUrl, cloudName } = getRuntimeConfig();
  const body = new FormData();
  body.append('file', file);
  body.append('upload_preset', preset);
  body.append('cloud_name', cloudName);
  const headers: Record<string, string> = {};
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
