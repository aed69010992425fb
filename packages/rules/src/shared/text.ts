/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) have no place
 * in anything a member types, and PostgreSQL refuses a NUL in text outright. One rule for
 * every procedure's input, so each new domain is covered without thinking of it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export type InputPath = readonly (string | number)[];

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): InputPath {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The path of the first string (value or key) in the input that holds a control character, or null. */
export function findControlCharacter(input: unknown): InputPath | null {
  // Iterative, with parent links instead of copied paths: a deeply nested body costs
  // linear time and cannot overflow the stack.
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      if (CONTROL_CHARACTER.test(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((element, index) => {
        pending.push({ value: element, key: index, parent: visit });
      });
    } else if (value !== null && typeof value === "object" && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
      // Typed arrays are left out: an upload's bytes are a file, not text, and may hold any byte.
      for (const [key, element] of Object.entries(value)) {
        if (CONTROL_CHARACTER.test(key)) return [...pathOf(visit), key];
        pending.push({ value: element, key, parent: visit });
      }
    }
  }
  return null;
}

/** 'beforePhoto' reads 'Before photo'; a list position names the list. */
export function fieldLabel(path: InputPath): string {
  const name = [...path].reverse().find((part): part is string => typeof part === "string");
  if (!name) return "The input";
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function controlCharacterMessage(path: InputPath): string {
  return `${fieldLabel(path)} contains a control character. Remove it and try again.`;
}
