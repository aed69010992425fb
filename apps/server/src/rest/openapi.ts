/**
 * The REST contract as an OpenAPI 3.1 document, built from the route declarations
 * (contract.ts) by zod-openapi: the same schemas the procedures parse their input with and
 * the answers they give. Served at /api/openapi.json and read at /api/docs (docs/rest.md).
 */

import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiContentObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from "zod-openapi";
import { isFileAnswer, type MultipartForm, type RestRoute, refusalsOf } from "./contract.ts";

const refusal = z
  .object({ message: z.string().meta({ description: "What went wrong, in the member's words." }) })
  .meta({ id: "Refusal", description: "Every refusal: one message, never a stack trace." });

const REFUSALS: Record<number, string> = {
  400: "The input was refused: the message names the field and its bound.",
  401: "No session: 'Please sign in to continue.'",
  403: "Not allowed: the message says why, and names the upgrade where one helps.",
  404: "There is no such thing.",
  409: "A conflict with what is already there (a second log of the day, the recovery cooldown, a full group).",
  413: "The body is too large.",
  429: "Too many at once: `Retry-After` says when to try again.",
  503: "The database is away for a moment: `Retry-After: 5`.",
};

const ACCESS = {
  anyone: "Anyone.",
  member: "A signed-in member.",
  premium: "A premium member or an admin; a free or lapsed member is refused with 403 naming the upgrade.",
  admin: "An admin.",
} as const;

/** "/users/:userId/ebooks/:id{[0-9]+}" as OpenAPI writes it: "/users/{userId}/ebooks/{id}". */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
}

function operation(route: RestRoute): ZodOpenApiOperationObject {
  const answer: ZodOpenApiContentObject = isFileAnswer(route.answer)
    ? { [route.answer.file]: { schema: { type: "string", format: "binary" } } }
    : { "application/json": { schema: route.answer } };
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [route.status ?? 200]: { description: "Done.", content: answer },
  };
  // An e-book's PDF is sent as a static file is (static.ts): byte ranges, and a revalidation.
  if (isFileAnswer(route.answer) && route.answer.file === "application/pdf") {
    responses[206] = { description: "The byte range asked for (`Range`), with `Content-Range`.", content: answer };
    responses[304] = { description: "Not modified: the copy named by `If-None-Match` is current." };
    responses[416] = { description: "The byte range asked for lies outside the file: `Content-Range: bytes */size`." };
  }
  for (const status of refusalsOf(route)) {
    responses[status] = {
      description: REFUSALS[status] ?? "Refused.",
      content: { "application/json": { schema: refusal } },
    };
  }
  const body: ZodOpenApiOperationObject["requestBody"] = route.body && {
    // Required unless the procedure takes no body as well (every field optional).
    required: !route.body.safeParse(undefined).success,
    content: route.multipart
      ? formContent(route.body, route.multipart)
      : { "application/json": { schema: route.body } },
  };
  return {
    summary: route.summary,
    description: [route.description, `Who may call it: ${ACCESS[route.access]}`].filter(Boolean).join("\n\n"),
    ...(route.tag && { tags: [route.tag] }),
    ...(route.access !== "anyone" && { security: [{ session: [] }] }),
    requestParams: { ...(route.params && { path: route.params }), ...(route.query && { query: route.query }) },
    ...(body && { requestBody: body }),
    responses,
  };
}

/**
 * A route that takes uploads: JSON of its text fields, or a form whose file parts carry
 * the files (the procedure's `xUpload`, sent as the part `x`).
 */
function formContent(body: z.ZodType, form: MultipartForm): ZodOpenApiContentObject {
  const fields = body instanceof z.ZodObject ? (body.shape as Record<string, z.ZodType>) : {};
  const text = Object.fromEntries(form.fields.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
  const files = Object.fromEntries(
    form.files.map((name) => [name, z.string().meta({ format: "binary", description: "A file: the picture itself." })]),
  );
  return {
    "application/json": { schema: z.object(text) },
    "multipart/form-data": { schema: z.object({ ...text, ...files }) },
  };
}

export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = `/api${openApiPath(route.path)}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "WOLFPACK REST API",
        version: "1.0.0",
        description:
          "The documented /api paths: each a thin adapter over the tRPC procedure the web app calls. JSON in and out, with the session cookie; a state-changing request must come from the site's own origin. More in docs/rest.md.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "wolfpack_session" } },
      },
      paths,
    },
    {
      // A date is sent as JSON's ISO text (JSON.stringify), and read from it the same way.
      override: ({ jsonSchema, zodSchema }) => {
        if (zodSchema._zod.def.type === "date") {
          jsonSchema.type = "string";
          jsonSchema.format = "date-time";
        }
      },
    },
  );
}
