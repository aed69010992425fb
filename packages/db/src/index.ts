export {
  type AnyColumn,
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type Placeholder,
  SQL,
  type Subquery,
  sql,
  sum,
} from "drizzle-orm";
export { alias } from "drizzle-orm/pg-core";
export type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
export * from "./client.ts";
export {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
  violatedUniqueConstraint,
} from "./db-errors.ts";
export { queryRows } from "./db-rows.ts";
export { HABIT_COLUMNS } from "./habit-columns.ts";
export { limitInText } from "./limit-in-text.ts";
export * as schema from "./schema.ts";
export { usernameColumns } from "./username-skeletons.ts";
