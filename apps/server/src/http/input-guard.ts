import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAnyControlCharacter, hasControlCharacter, LIST_LIMIT } from '@mk/validators';
import { apiError, BadRequestError } from './errors';

/*
 * The first line against malformed input, before any route reads it (issue 10): JSON nested past
 * a few dozen levels is refused before it is parsed, and every string of a JSON body or query
 * string is checked for control characters (NUL never reaches PostgreSQL; tab and line breaks are
 * taken in body values only) and a size no field needs. The per-field rules (types, lengths,
 * names) are the shared schemas'; this is the backstop for fields no schema covers.
 */

/** Our deepest body is a schedule (object > periods > period > days): 32 leaves room and stops 10,000 levels. */
export const JSON_DEPTH_LIMIT = 32;
/** No text field of ours is longer (a paragraph is 1000): anything longer is refused whatever the field. */
export const BODY_TEXT_LIMIT = 10_000;
/** A query value (search texts, ids, tag lists) is far shorter. */
export const QUERY_VALUE_LIMIT = 1000;
/** More keys than any query or body of ours has. */
export const KEY_LIMIT = 200;

/**
 * The deepest nesting of `[` and `{` in a JSON text, counted without parsing (strings skipped), and
 * stopping as soon as it passes `limit`: a 10,000-level body costs one scan, no recursion.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

const invalidCharacters = (key: string) => new BadRequestError(apiError('request.invalid_characters', { key }));

/** Checks a query string's keys and values (a repeated key gives an array of them). */
export function checkQuery(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const entries = Object.entries(query as Record<string, unknown>);
  if (entries.length > KEY_LIMIT) throw new BadRequestError(apiError('request.too_many_items', { key: 'The query', max: KEY_LIMIT }));
  for (const [key, raw] of entries) {
    if (hasAnyControlCharacter(key)) throw invalidCharacters('A query parameter');
    for (const value of [raw].flat()) {
      if (typeof value !== 'string') continue;
      if (hasAnyControlCharacter(value)) throw invalidCharacters(key);
      if (value.length > QUERY_VALUE_LIMIT) throw new BadRequestError(apiError('query.too_long', { key, max: QUERY_VALUE_LIMIT }));
    }
  }
}

/**
 * Walks a parsed JSON body without recursion: strings free of control characters (tab and line
 * breaks allowed in values) and at most BODY_TEXT_LIMIT long, lists of at most LIST_LIMIT items,
 * objects of at most KEY_LIMIT keys. Errors name the field ('clinic_bio contains characters...').
 */
export function checkJsonBody(body: unknown): void {
  const pending: [unknown, string][] = [[body, 'The request']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) throw invalidCharacters(path);
      if (value.length > BODY_TEXT_LIMIT) throw new BadRequestError(apiError('request.text_too_long', { key: path, max: BODY_TEXT_LIMIT }));
    } else if (Array.isArray(value)) {
      if (value.length > LIST_LIMIT) throw new BadRequestError(apiError('request.too_many_items', { key: path, max: LIST_LIMIT }));
      value.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length > KEY_LIMIT) throw new BadRequestError(apiError('request.too_many_items', { key: path, max: KEY_LIMIT }));
      const top = path === 'The request';
      for (const [key, item] of entries) {
        if (hasAnyControlCharacter(key) || key.length > 100) throw invalidCharacters(top ? 'A field name' : `A field name in ${path}`);
        pending.push([item, top ? key : `${path}.${key}`]);
      }
    }
  }
}

function checkRequest(request: FastifyRequest): void {
  checkQuery(request.query);
  // Multipart uploads have no body here (their route reads the stream, with its type and size limits).
  if (request.body !== undefined) checkJsonBody(request.body);
}

/**
 * Installs the JSON parser with its depth check (Fastify's own parser behind it, prototype
 * poisoning refused) and the query and body check before validation, on every route.
 * Call once on the root instance, before the routes.
 */
export function installInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (jsonDepthExceeds(body, JSON_DEPTH_LIMIT)) {
      done(new BadRequestError(apiError('request.too_deep', { max: JSON_DEPTH_LIMIT })), undefined);
      return;
    }
    parseJson(request, body, done);
  });
  app.addHook('preValidation', async (request) => checkRequest(request));
}

/** How long a whole request (headers and body) may take to arrive (issue 10: 30 s). */
export const REQUEST_TIMEOUT_MS = 30_000;
