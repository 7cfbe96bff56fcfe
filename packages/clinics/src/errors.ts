import { errorMessage } from '@mk/api';

/** The shared UI pieces show `error.message`: an API rejection becomes an Error carrying the server's words. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(errorMessage(error));
}

/** A transport failure (no reply from the server) rather than an error reply. */
export function isTransportError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number';
}
