import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { redactError } from './redacted-error';

/**
 * Query strings carry personal data (`patient-read/search?phone=0501234567`): the log keeps each
 * parameter's name and drops its value. Paths hold only ids.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0].slice(0, 40) + '=[redacted]');
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  ip?: string;
  socket?: { remotePort?: number };
}

/** What Fastify's request line logs: no headers, no body, the query's names only. */
function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerObject = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's pino options: no secrets or personal data in any line. Headers that authenticate are
 * removed, errors go through `redactError` (no query parameters, no database detail, no quoted
 * input), requests through `requestSerializer`. Bodies are never logged. A caller's own options
 * (a test's stream and level) are kept, the redaction is always added on top.
 */
export function serverLoggerOptions(config: Pick<Config, 'logLevel'>, given?: FastifyServerOptions['logger']): LoggerObject | false {
  if (given === false) return false;
  const own = typeof given === 'object' ? (given as LoggerObject & Record<string, unknown>) : {};
  return {
    level: config.logLevel,
    ...own,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body', 'password', '*.password', 'params', '*.params'],
      censor: '[redacted]',
    },
    serializers: {
      ...(own.serializers as object | undefined),
      err: redactError,
      error: redactError,
      req: requestSerializer,
    },
  } as LoggerObject;
}
