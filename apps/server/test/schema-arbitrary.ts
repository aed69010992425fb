/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: values its
 * schemas take, so generated calls reach past the first refusal into the procedures.
 * Written here rather than taken from a library: the document's schemas are zod's own
 * JSON Schema (a small part of the standard), and fast-check gives shrinking and
 * replayable seeds, which data fakers do not.
 */
import fc from "fast-check";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** How a `$ref` is found, and values worth trying for a property by its name (ids that exist). */
export interface SchemaContext {
  resolve(ref: string): JsonSchema;
  known(name: string): readonly unknown[];
}

const LONGEST_TEXT = 300;

function text(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "uuid":
      return fc.uuid();
    case "date":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? LONGEST_TEXT, minLength + LONGEST_TEXT);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: "grapheme", minLength, maxLength }));
}

function number(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function ofType(type: string, schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return text(schema);
    case "integer":
      return number(schema, true);
    case "number":
      return number(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryOf(schema.items ?? {}, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case "object":
      return objectOf(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => {
    const known = context.known(name);
    const value =
      known.length > 0
        ? fc.oneof(fc.constantFrom(...known), arbitraryOf(property, context))
        : arbitraryOf(property, context);
    return [name, value] as const;
  });
  return fc.record(Object.fromEntries(entries), {
    requiredKeys: [...required].filter((name) => name in properties),
  });
}

/** Values of a schema: each `anyOf` branch, each type of a type list, each enum member. */
export function arbitraryOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(context.resolve(schema.$ref), context);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(branch, context)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], context);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectOf(schema, context) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, context)));
}
