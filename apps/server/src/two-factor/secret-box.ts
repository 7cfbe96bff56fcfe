import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/*
 * TOTP secrets are kept encrypted (AES-256-GCM), so a copy of the administrators table alone gives no
 * one the codes. The key is derived from the server's secret (JWT_SECRET or its generated file) under
 * a purpose label of its own, so it signs nothing and no token key opens it.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(serverSecret: string): SecretBox {
  const key = createHmac('sha256', serverSecret).update('mk:two-factor:secret-box').digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
