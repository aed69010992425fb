/**
 * How a REST route is declared: its path, who may call it, the zod schemas of what it
 * takes and what it answers, and the procedure it calls. One declaration builds the
 * handler (adapter.ts) and the route's part of the OpenAPI document (openapi.ts), so the
 * contract at /api/openapi.json is the code, not a description of it (docs/rest.md).
 */
import { TRPCError } from "@trpc/server";
import type { createCaller, KeptAnswerCall, WrittenFile } from "@wolfpack/api";
import { memberId } from "@wolfpack/rules/shared/member-id";
import { z } from "zod";

export type Caller = ReturnType<typeof createCaller>;

/** Who may call a route: anyone, a signed-in member, a premium member (or admin), an admin. */
export type Access = "anyone" | "member" | "premium" | "admin";

/** A refusal a route may answer besides those every route of its kind may (see `refusalsOf`). */
export type Refusal = 401 | 403 | 404 | 409 | 429;

/** A file answered rather than JSON, by its media type. */
export type FileAnswer = { file: "text/csv" | "application/pdf" };

/** The parts a route's form may have, each at most once; anything else is refused with 400. */
export interface MultipartForm {
  fields: readonly string[];
  files: readonly string[];
  maxFileBytes: number;
  /** The refusal of a file over maxFileBytes, in the member's words. */
  tooLarge(file: string): string;
}

/** A form's file part `x` reaches the procedure as `xUpload`, its bytes. */
export const UPLOAD = "Upload";

/** The form of a procedure's input: each key `xUpload` is the file part `x`, every other key a text part. */
export function formOf(
  input: Readonly<Record<string, unknown>>,
  files: Pick<MultipartForm, "maxFileBytes" | "tooLarge">,
): MultipartForm {
  const keys = Object.keys(input);
  return {
    fields: keys.filter((key) => !key.endsWith(UPLOAD)),
    files: keys.filter((key) => key.endsWith(UPLOAD)).map((key) => key.slice(0, -UPLOAD.length)),
    ...files,
  };
}

/**
 * An answer that is a file rather than JSON (the coach's CSV of every member): sent while
 * it is written, so it may be larger than the server's memory would hold at once.
 */
export class Download {
  constructor(
    readonly file: WrittenFile,
    readonly contentType: string,
  ) {}
}

/**
 * An answer that is an e-book's file, by the name `ebook.download` gave once the member
 * was found to be allowed it: the server sends the bytes from its e-book folder.
 */
export class EbookFile {
  constructor(readonly name: string) {}
}

/** A procedure's `{ filename, csv }` (the member's own export, whole) as a CSV download. */
export function csvFile({ filename, csv }: { filename: string; csv: string }): Download {
  async function* whole() {
    yield csv;
  }
  return new Download({ name: filename, parts: whole() }, "text/csv; charset=utf-8");
}

/** For reads whose procedure answers null when there is nothing: a 401 for "no session". */
export function requireSignedIn<T>(value: T | null): T {
  if (value === null) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in." });
  return value;
}

/** `/users/:userId/…` and the like: a member's id, or `me` (docs/rest.md, For every call). */
export const memberPath = z.object({
  userId: memberId.meta({ description: "A member's id, or `me` for the signed-in member." }),
});

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What a procedure may answer for a schema: the schema's type, read-only all the way down. */
type Answer<A> = A extends FileAnswer ? Download | EbookFile : A extends z.ZodType ? Frozen<z.input<A>> : never;
type Frozen<T> = T extends Date
  ? T
  : T extends readonly (infer E)[]
    ? readonly Frozen<E>[]
    : T extends object
      ? { readonly [K in keyof T]: Frozen<T[K]> }
      : T;

/**
 * What a route's call is handed: the path's parameters, the query and the body, typed by
 * the route's schemas. They come as they were sent (text from the path and the query,
 * JSON from the body, a form as an object): the procedure parses them with these same
 * schemas, so a visitor still hears 401 before any word on their input, and a bad input
 * 400 in the rule's own words.
 */
export interface RouteInput<P, Q, B> {
  params: Input<P>;
  query: Input<Q>;
  body: Input<B>;
}

export interface RouteDeclaration<P, Q, B, A> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below /api, with :params as Hono writes them, e.g. "/users/:userId/habits". */
  path: string;
  /** One line: what the route does. */
  summary: string;
  /** More, where a caller needs it: pages, limits, what a refusal means. */
  description?: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** The success's status; 200 unless said. */
  status?: 200 | 201;
  /** The JSON of a success, or a file. */
  answer: A;
  /** Refusals of this route beyond its kind's (a missing row, a conflict, a limit). */
  refusals?: readonly Refusal[];
  /**
   * Takes this multipart/form-data form as well as JSON, for uploads, and a body large
   * enough for its files. Uploads are a member's: anyone else is refused before the body.
   */
  multipart?: MultipartForm;
  /**
   * The one call a GET makes, when its answer may be kept (keptByOf; kept-answers.ts): the
   * same call as `call`'s, about the member asking unless the path names another (`:userId`).
   */
  kept?: KeptAnswerCall;
  call(api: Caller, input: RouteInput<P, Q, B>): Promise<Answer<A>>;
}

/** A route as the adapter and the document take it, whatever its schemas. */
export interface RestRoute extends Omit<RouteDeclaration<unknown, unknown, unknown, unknown>, "call"> {
  /** The route's section in the reference: its domain (routes.ts). */
  tag?: string;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  answer: z.ZodType | FileAnswer;
  call(
    api: Caller,
    input: { params: Record<string, string>; query: Record<string, string>; body: unknown },
  ): Promise<unknown>;
}

/**
 * Declares a route. TypeScript holds the call to its schemas: it passes the procedure
 * what they take, and the procedure answers what `answer` documents.
 */
export function restRoute<
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType | FileAnswer = z.ZodType,
>(declaration: RouteDeclaration<P, Q, B, A>): RestRoute {
  // The one place the wire's text and JSON are taken for the schemas' input: the procedure
  // parses them with the same schemas before it uses them (see RouteInput).
  return declaration as unknown as RestRoute;
}

/** Whether a route answers a file rather than JSON. */
export function isFileAnswer(answer: RestRoute["answer"]): answer is FileAnswer {
  return "file" in answer && typeof answer.file === "string";
}

/**
 * Every refusal a route may answer: its own, and those of its kind. Input can be refused
 * (400); a change's body can be too large, read or not (413); a member's route asks for a session (401); a
 * premium or admin route, or a change from another site, is refused (403); any route can find the database away (503).
 */
export function refusalsOf(route: RestRoute): number[] {
  const statuses = new Set<number>([503, ...(route.refusals ?? [])]);
  if (route.params || route.query || route.body) statuses.add(400);
  if (route.method !== "GET") statuses.add(413);
  if (route.access !== "anyone") statuses.add(401);
  // A change from another site is refused whoever asks (origin.ts).
  if (route.access === "premium" || route.access === "admin" || route.method !== "GET") statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}
