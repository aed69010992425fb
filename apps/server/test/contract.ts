/**
 * Holds every answer of the REST routes to the OpenAPI document (/api/openapi.json): a
 * documented status, and a body that matches its schema. The test harness checks each
 * answer it is given, so every server test is also a contract test; the contract test
 * (contract.test.ts) generates the calls themselves from the document.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "../src/rest/openapi.ts";
import { restRoutes } from "../src/rest/routes.ts";
import type { JsonSchema } from "./schema-arbitrary.ts";

export const document = openApiDocument(restRoutes);

/** A `#/components/schemas/…` reference of the document, resolved. */
export function resolveRef(ref: string): JsonSchema {
  const name = ref.replace("#/components/schemas/", "");
  const schema = (document.components?.schemas as Record<string, JsonSchema> | undefined)?.[name];
  if (!schema) throw new Error(`The document has no schema ${ref}`);
  return schema;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema({ $id: "openapi", components: document.components ?? {} });

export interface Parameter {
  in: "path" | "query";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Params in the path: a literal segment wins over a parameter (/users/me/pause). */
  params: number;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

export const operations: Operation[] = Object.entries(document.paths ?? {})
  .flatMap(([template, item]) =>
    Object.entries(item as Record<string, Pick<Operation, "parameters" | "requestBody" | "responses">>).map(
      ([method, operation]) => ({
        ...operation,
        parameters: operation.parameters ?? [],
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`),
        params: (template.match(/\{/g) ?? []).length,
      }),
    ),
  )
  .sort((a, b) => a.params - b.params);

export function operationOf(method: string, path: string): Operation | undefined {
  // As the request went: "/api/users/../workouts" is "/api/workouts" once a URL is made of it.
  const bare = new URL(path, "http://wolfpack.test").pathname;
  return operations.find((operation) => operation.method === method && operation.pattern.test(bare));
}

const validators = new Map<object, ReturnType<typeof ajv.compile>>();
function validatorOf(schema: object) {
  let validate = validators.get(schema);
  if (!validate) {
    // Component references (#/components/schemas/…) are resolved against the document.
    validate = ajv.compile({
      ...JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')),
    });
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * Why an answer breaks the contract, or null when it keeps it. An internal error (500) is
 * never part of the contract; the contract test refuses every one.
 */
export async function contractBreach(method: string, path: string, response: Response): Promise<string | null> {
  const operation = operationOf(method, path);
  if (!operation || response.status === 500) return null;
  const documented = operation.responses[String(response.status)];
  const where = `${method} ${path} (${operation.template}) answered ${response.status}`;
  if (!documented) return `${where}, which its operation does not document`;
  // A status documented without content (304, 416) has no body.
  if (!documented.content) {
    const bytes = (await response.clone().arrayBuffer()).byteLength;
    return bytes === 0 ? null : `${where} with a body, which its operation does not document`;
  }
  const type = (response.headers.get("content-type") ?? "").split(";")[0] ?? "";
  const content = documented.content?.[type];
  if (!content) return `${where} as ${type || "nothing"}, which its operation does not document`;
  if (type !== "application/json" || !content.schema) return null;
  const body = await response.clone().json();
  const validate = validatorOf(content.schema);
  if (validate(body)) return null;
  return `${where} with a body its schema refuses: ${ajv.errorsText(validate.errors?.slice(0, 5))}\n${JSON.stringify(body).slice(0, 600)}`;
}
