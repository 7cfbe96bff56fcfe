import type { AnySchema, SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';

/*
 * A route's request body in the OpenAPI document, read from the shared yup rules its service checks
 * the body with (`config.bodyRules`). Documentation only: the rules themselves answer a refused field
 * with their own message and code (`validation.*`), in the words the dashboard's forms show, so no
 * second check runs in front of them. Rules JSON Schema cannot say (a checksum, a name's script) are
 * named in the field's description.
 */

type JsonSchema = Record<string, unknown>;

/** Tests that are the schema's own keywords (or its required list), not rules to name. */
const KEYWORD_TESTS = new Set(['required', 'defined', 'nonNullable', 'optionality', 'typeError', 'trim', 'min', 'max', 'length', 'integer', 'email', 'url', 'uuid']);

function described(field: SchemaFieldDescription): SchemaDescription | undefined {
  return 'tests' in field ? field : undefined;
}

function limits(description: SchemaDescription, json: JsonSchema): void {
  const keyword = (min: string, max: string, exact?: string) => {
    for (const test of description.tests) {
      const params = (test.params ?? {}) as Record<string, unknown>;
      if (test.name === 'min' && typeof params.min === 'number') json[min] = params.min;
      if (test.name === 'max' && typeof params.max === 'number') json[max] = params.max;
      if (exact && test.name === 'length' && typeof params.length === 'number') json[min] = json[max] = params.length;
    }
  };
  if (description.type === 'string') keyword('minLength', 'maxLength', 'length');
  if (description.type === 'number') keyword('minimum', 'maximum');
  if (description.type === 'array') keyword('minItems', 'maxItems', 'length');
  if (description.tests.some((test) => test.name === 'integer')) json.type = 'integer';
  if (description.tests.some((test) => test.name === 'email')) json.format = 'email';
  if (description.tests.some((test) => test.name === 'uuid')) json.format = 'uuid';
}

function fieldSchema(field: SchemaFieldDescription): JsonSchema {
  const description = described(field);
  if (!description) return {};
  const json: JsonSchema = {};
  const type = { string: 'string', number: 'number', boolean: 'boolean', date: 'string', object: 'object', array: 'array' }[description.type];
  if (type) json.type = type;
  if (description.type === 'object' && 'fields' in description) Object.assign(json, objectSchema(description as SchemaObjectDescription));
  const inner = (description as SchemaInnerTypeDescription).innerType;
  if (description.type === 'array' && inner && !Array.isArray(inner)) json.items = fieldSchema(inner);
  limits(description, json);
  const choices = description.oneOf.filter((value) => value !== undefined && value !== null);
  if (choices.length) json.enum = choices;
  if (description.default !== undefined && typeof description.default !== 'function' && typeof description.default !== 'object') json.default = description.default;
  const rules = description.tests.map((test) => test.name).filter((name): name is string => !!name && !KEYWORD_TESTS.has(name));
  if (rules.length) json.description = `Also checked by the shared rules: ${[...new Set(rules)].join(', ')}`;
  if (description.nullable && typeof json.type === 'string') json.type = [json.type, 'null'];
  return json;
}

function objectSchema(description: SchemaObjectDescription): JsonSchema {
  const entries = Object.entries(description.fields);
  const required = entries.filter(([, field]) => described(field)?.optional === false).map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length ? { required } : {}),
  };
}

/** The JSON Schema of a body checked by `rules` (a yup object; an array of objects for a list body). */
export function bodySchemaOf(rules: AnySchema): JsonSchema {
  const schema = fieldSchema(rules.describe() as SchemaFieldDescription);
  return {
    ...schema,
    description: 'Checked by the shared rules (@mk/validators): a refused field answers 400 with the rule\'s message id as `code` and the field in `payload.field`.',
  };
}
