import type { MessageDescriptor } from './descriptor';
import { MESSAGES, withValues } from './messages';

/** The most items a list in a request may hold (tag assignments are the longest at 1000). */
export const LIST_LIMIT = 1000;

/** The parts of a yup schema the type walk reads (yup's own types hide `fields` and `innerType` behind generics). */
interface SchemaShape {
  type?: string;
  fields?: Record<string, SchemaShape>;
  innerType?: SchemaShape;
}

const typeError = (message: MessageDescriptor, field: string) => withValues(message, { field: field || 'The request' });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Strict JSON types for a value about to be validated with a shared schema: a string field takes
 * only a string, a boolean only true or false, a number only a finite number, a list only an array
 * (of at most LIST_LIMIT items), an object only an object. yup would turn `5` into '5' and hand an
 * array to `.trim()`; this walk answers first, naming the field ('email must be text').
 * Missing and null values pass: required-ness is the schema's. Number fields that forms fill from
 * text inputs (`numeric()`, yup's mixed) take a number or a numeric string.
 */
export function strictTypeProblem(schema: unknown, value: unknown, path = ''): MessageDescriptor | undefined {
  const shape = schema as SchemaShape;
  if (value === undefined || value === null) return undefined;
  switch (shape.type) {
    case 'string':
      return typeof value === 'string' ? undefined : typeError(MESSAGES.typeText, path);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : typeError(MESSAGES.typeBoolean, path);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : typeError(MESSAGES.typeNumber, path);
    case 'mixed':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? undefined : typeError(MESSAGES.typeNumber, path);
    case 'array': {
      if (!Array.isArray(value)) return typeError(MESSAGES.typeList, path);
      if (value.length > LIST_LIMIT) return withValues(MESSAGES.listTooLong, { max: LIST_LIMIT });
      if (!shape.innerType) return undefined;
      for (const [index, item] of value.entries()) {
        const problem = strictTypeProblem(shape.innerType, item, `${path}[${index}]`);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'object': {
      if (!isPlainObject(value)) return typeError(MESSAGES.typeObject, path);
      for (const [key, field] of Object.entries(shape.fields ?? {})) {
        const problem = strictTypeProblem(field, value[key], path ? `${path}.${key}` : key);
        if (problem) return problem;
      }
      return undefined;
    }
    default:
      // lazy schemas and references: their own tests decide.
      return undefined;
  }
}
