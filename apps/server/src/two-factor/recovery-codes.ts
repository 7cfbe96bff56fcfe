import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@mk/contracts';

/*
 * Recovery codes: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), about 49 bits
 * each, shown as "abcde-fghjk". Only their SHA-256 is stored (they are random, so no slow hash is
 * needed), and the login brake limits guessing.
 */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

function recoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

/** The code as stored: lower case, without the spaces and dashes people type or copy. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]+/g, ''), 'utf8').digest('hex');
