import type { Envelope } from '@mk/contracts';

export function ok<T>(message: string, payload: T): Envelope<T> {
  return { result: 'ok', message, payload };
}

export function fail(message: string, payload: unknown = null): Envelope<unknown> {
  return { result: 'error', message, payload };
}
