import type { HttpError } from '../http/errors';
import { isUniqueViolation } from '../db/unique-violation';

/**
 * Unique indexes a write may still run into after checking them first: two writes at once pass
 * the check together and the index refuses one. `retry` is for values the server draws (a
 * generated path): the write is tried again; otherwise the clash is answered with `error` at once.
 */
export type Clashes = Record<string, { error: () => HttpError; retry?: boolean }>;

const ATTEMPTS = 3;

export async function retryOnClash<R>(clashes: Clashes | undefined, write: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const clash = Object.entries(clashes ?? {}).find(([index]) => isUniqueViolation(error, index))?.[1];
      if (!clash) throw error;
      if (!clash.retry || attempt >= ATTEMPTS) throw clash.error();
    }
  }
}
