/*
 * What the log keeps of an error. A failed query's error carries its parameters (Drizzle's message
 * is `Failed query: ... params: <every value>`, and `params` is a property), PostgreSQL's `detail`
 * names the clashing value (`Key (phone)=(0501234567) already exists`), and many messages quote
 * the input (`invalid input syntax for type uuid: "..."`). Pino's standard serializer would log
 * all of it: a new physician's password hash, a patient's name, phone and national id. So the log
 * gets the error's kind, its codes and the SQL text (placeholders only), never values.
 */

/** Errors whose messages are ours and never hold request values (HttpError and its subclasses). */
const SAFE_MESSAGE_NAMES = new Set(['HttpError', 'AccessDeniedError']);

/** PostgreSQL error fields that name things, not values (see the protocol's ErrorResponse fields). */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

const MAX_CAUSES = 3;
const MAX_STACK_FRAMES = 12;

export interface RedactedError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** The SQL of a failed query, with its $1, $2 placeholders and without their values. */
  query?: string;
  stack?: string;
  cause?: RedactedError;
  [field: string]: unknown;
}

/**
 * Values that must never reach a log even inside a message we keep: password hashes (scrypt, bcrypt,
 * argon2), JWTs, emails, quoted text and runs of 4 or more digits (phones, national ids, dates).
 */
const SECRET_PATTERNS: RegExp[] = [
  /\$?(scrypt|argon2(id|i|d)?|2[abxy])\$[^\s"',)]+/gi,
  /eyJ[\w-]+\.[\w-]+\.[\w-]*/g,
  /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi,
  /"[^"]*"|'[^']*'|`[^`]*`/g,
  /[+٠-٩\d][\d٠-٩ -]{2,}[\d٠-٩]/g,
];

/** A message with every value-shaped part replaced by `[redacted]`. */
export function scrubText(text: string): string {
  return SECRET_PATTERNS.reduce((scrubbed, pattern) => scrubbed.replace(pattern, '[redacted]'), text);
}

function isSafeMessage(error: Error): boolean {
  let prototype: object | null = Object.getPrototypeOf(error);
  while (prototype && prototype !== Error.prototype) {
    if (SAFE_MESSAGE_NAMES.has(prototype.constructor.name)) return true;
    prototype = Object.getPrototypeOf(prototype);
  }
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('FST_');
}

/** The stack's frames only: its first line repeats the message. */
function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.slice(0, MAX_STACK_FRAMES).join('\n') || undefined;
}

/** The error as the log may keep it (pino's `err` serializer for every logger of the server). */
export function redactError(value: unknown, depth = 0): RedactedError {
  if (!(value instanceof Error)) return { type: typeof value, message: '[redacted]' };
  const error = value as Error & Record<string, unknown>;
  const redacted: RedactedError = {
    type: error.constructor?.name || error.name || 'Error',
    message: isSafeMessage(error) ? error.message : scrubText(error.message),
  };
  // A failed query: its SQL without parameters, and no message (it lists the parameters).
  if (typeof error.query === 'string' && 'params' in error) {
    redacted.message = 'Failed query';
    redacted.query = error.query;
  }
  for (const field of DATABASE_FIELDS) {
    if (typeof error[field] === 'string') redacted[field] = error[field];
  }
  if (typeof error.statusCode === 'number') redacted.statusCode = error.statusCode;
  const stack = framesOf(error.stack);
  if (stack) redacted.stack = stack;
  if (error.cause !== undefined && depth < MAX_CAUSES) redacted.cause = redactError(error.cause, depth + 1);
  return redacted;
}
