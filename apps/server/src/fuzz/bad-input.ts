import fc from 'fast-check';
import * as validators from '@mk/validators';

/*
 * Generators of the input a hostile or broken client can send: wrong JSON types where text is
 * expected, control and bidi characters, oversized text and numbers, deep nesting, malformed JSON
 * and odd query strings. The field names come from the shared schemas (so new fields are reached
 * without listing them here) plus the query keys the routes read.
 */

interface WithFields {
  fields?: Record<string, unknown>;
}

/** The field names of each object schema @mk/validators exports (the shapes our bodies have). */
const SCHEMA_SHAPES: string[][] = Object.values(validators)
  .map((value) => (value as WithFields | null)?.fields)
  .filter((fields): fields is Record<string, unknown> => Boolean(fields) && typeof fields === 'object')
  .map((fields) => Object.keys(fields));

/** Every field name of every object schema @mk/validators exports. */
function schemaFieldNames(): string[] {
  return [...new Set(SCHEMA_SHAPES.flat())].sort();
}

/** Query keys the list and read routes understand (and a few they do not). */
const QUERY_KEYS = [
  'page', 'limit', 'name', 'city', 'specialization', 'consultationType', 'tags', 'clinic', 'day', 'phone',
  'patient_id', 'search', 'include_inactive', 'insurance_company', 'insurance_number', 'status', 'q', 'id',
];

export const FIELD_NAMES = schemaFieldNames();
const KEYS = [...new Set([...FIELD_NAMES, ...QUERY_KEYS])];

const NASTY_TEXT = [
  '\u0000', 'a\u0000b', '%00', '\u0007bell', '\u001b[31m', 'x\u202Eevil', '\u2066name\u2069', '<script>alert(1)</script>',
  '   ', '', '\uFEFF', '\uD800', 'null', 'undefined', 'true', '0', '-1', '1e308', '-1e308', '99999999999999999999',
  '1.5', 'NaN', 'Infinity', '9999-12-31', '0000-00-00', '2024-02-30', '9999-12-31T23:59:59Z', "'; drop table clinics; --",
  '\\', '%', '_', '../../etc/passwd', '١٢٣', 'ابجد'.repeat(40),
  // Issue 33: past an integer column, past a numeric column, fractions that round to zero.
  '3000000000', '1e300', '0.4', '0.001', '0.004', '999999.99', '999999', '１２３', 'SAVE\u200B20', 'ＳＡＶＥ２０',
];

const hugeNumbers = fc.constantFrom(
  1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, -0, 1.5, 0.000001, -1, 1e21,
  // Issue 33: an integer column's overflow, a numeric column's, and fractions stored as 0.
  3_000_000_000, 2 ** 31, 1e300, 0.4, 0.001, 0.004, 999_999.99, 999_999,
);

/** Text a field should refuse: control characters, bidi overrides, markup, oversized or odd numbers as text. */
export const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 5 }).map((power) => 'x'.repeat(10 ** power + 1)),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u202E', '\u0008', '<', '>', '\u2028')).map(([text, char]) => `${text}${char}${text}`),
);

/** Offer-like item lists: up to 40 rows of huge or rounding-to-zero prices and quantities (their total overflowed numeric(14, 2)). */
const hostileItems = fc.array(
  fc.record({ medicine_id: fc.oneof(fc.constantFrom('1', '99999999999', '<img src=x>'), nastyText), name: fc.constant('Abcdef Ghijkl'), price: hugeNumbers, quantity: hugeNumbers }, { requiredKeys: [] }),
  { maxLength: 40 },
);

/** Any JSON value a field should refuse or handle: wrong types, huge numbers, nested containers. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 3, arbitrary: fc.constantFrom<unknown>([], {}, [''], [null], { toString: 'x' }, null, true, false, 0, [[]], { $gt: '' }) },
  { weight: 2, arbitrary: hugeNumbers },
  { weight: 1, arbitrary: hostileItems },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(Array.from({ length: 1001 }, () => 'a'), 'x'.repeat(900_000)) },
);

/** An object with some known field names set to bad values (the rest missing). */
const scatteredObject = fc.dictionary(fc.constantFrom(...KEYS), badValue, { minKeys: 1, maxKeys: 6 });

/** Text that passes for an ordinary value, so a body gets past its first checks to the bad one. */
const plainValue = fc.constantFrom<unknown>('Abcdef Ghijkl', 'عيادة الشفاء', '0551234567', '1000000008', '30', '2030-01-01', 'JEDDAH', true, 30);

/** A whole body of one shared schema: every field plain or bad, so the deeper rules are reached too. */
const shapedObject = fc
  .constantFrom(...SCHEMA_SHAPES)
  .chain((fields) => fc.record(Object.fromEntries(fields.map((field) => [field, fc.oneof({ weight: 2, arbitrary: plainValue }, { weight: 1, arbitrary: badValue })])), { requiredKeys: [] }));

/** A whole body of one shared schema with plain text everywhere but one field: type confusion where nothing else fails first. */
const oneBadField = fc
  .constantFrom(...SCHEMA_SHAPES)
  .chain((fields) => fc.tuple(fc.constant(fields), fc.constantFrom(...fields), badValue))
  .map(([fields, bad, value]) => ({ ...Object.fromEntries(fields.map((field) => [field, 'Abcdef Ghijkl'])), [bad]: value }));

const badObject = fc.oneof(scatteredObject, shapedObject, oneBadField);

/** A JSON body: an object of bad fields mostly, sometimes the wrong top-level type. */
export const badJsonBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: badObject },
  // Lists of rows: the batch routes (CSV patients, tag assignments) take them.
  { weight: 3, arbitrary: fc.array(badObject, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: badValue },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }) },
);

const deepNesting = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** Raw bodies that are not (simple) JSON: malformed, truncated, deeply nested, non-UTF-8. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    '{"email":', '{', '[', 'nul', '"\u0000"', '{"a":1,"a":2}', '{"__proto__":{"x":1}}', '\uFEFF{}', '1e999999', '[1e308]',
    deepNesting(10_000, '[', ']'), deepNesting(10_000, '{"a":', '}').replace(/}+$/, (end) => `1${end}`), deepNesting(200, '[', ']'),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml'];

export interface BadRequestBody {
  contentType: string;
  payload: string;
}

/** A body with its content type: JSON of bad values mostly, raw and mistyped bodies too. */
export const badRequestBody: fc.Arbitrary<BadRequestBody> = fc.oneof(
  { weight: 5, arbitrary: badJsonBody.map((body) => ({ contentType: 'application/json', payload: JSON.stringify(body) ?? 'null' })) },
  { weight: 2, arbitrary: fc.record({ contentType: fc.constant('application/json'), payload: rawBody }) },
  { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES), payload: rawBody }) },
);

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[^\w-]/g, '');
  }
};

/** One `key=value` pair, encoded, raw (`%00`, `%ZZ`), or a bracketed/repeated key. */
const queryPair = fc.oneof(
  fc.tuple(fc.constantFrom(...KEYS), nastyText).map(([key, value]) => `${key}=${encode(value)}`),
  fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom('%00', '%ZZ', '%', '%E0%A4%A', '1e308', '99999999999999999999', '-0', '0x10', '9999-12-31')).map(
    ([key, value]) => `${key}=${value}`,
  ),
  fc.constantFrom(...KEYS).map((key) => `${key}[a]=1&${key}[b]=2`),
  fc.constantFrom(...KEYS).map((key) => `${key}=1&${key}=2`),
  fc.constantFrom(...KEYS).map((key) => key),
);

/** A query string of 1 to 4 bad pairs (without the leading `?`). */
export const badQuery = fc.array(queryPair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('&'));
