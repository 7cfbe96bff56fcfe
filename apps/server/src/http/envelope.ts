import type { Envelope } from '@mk/contracts';
import type { ErrorText } from './errors';

/** A success reply (`result` typed as 'ok', so a route's reply schema can check it). */
export function ok<T>(message: string, payload: T): Envelope<T> & { result: 'ok' } {
  return { result: 'ok', message, payload };
}

/** An error reply: always with its stable `code` beside the English `message`. */
export function fail({ code, message }: ErrorText, payload: unknown = null): Envelope<unknown> & { result: 'error'; code: string } {
  return { result: 'error', message, payload, code };
}
