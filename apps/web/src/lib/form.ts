import { useState } from "react";

/** A failed check from the shared zod rules, reduced to what a form needs. */
export interface RuleIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * One message per field (the first the rules give), keyed by field name, so each
 * input shows the same words the server would have answered with.
 */
export function fieldErrors<Field extends string>(error: RuleIssues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string") continue;
    if (errors[field as Field] === undefined) errors[field as Field] = issue.message;
  }
  return errors;
}

/** What a form needs of a shared zod rule: its safeParse. */
export interface FormRules<Output> {
  safeParse(values: unknown): { success: true; data: Output } | { success: false; error: RuleIssues };
}

/**
 * The shared input rules: they bring zod (21 KB brotli), which no screen needs to show, so
 * they are fetched when the member first steps into a form's field, not with the screen
 * (docs/performance.md). Loaded once, then every form has them at hand.
 */
export const loadInputRules = () => import("@wolfpack/rules/auth/inputs");
export type InputRules = Awaited<ReturnType<typeof loadInputRules>>;

/**
 * A form's text fields checked by the shared rules: `field(name)` wires an input,
 * `validate()` gives the values as the server will read them, or null after showing
 * each field's message. A field's message clears as soon as it is edited. `pick` names
 * the form's rule among the shared input rules, which load when a field is first focused
 * (or at the check, for a form sent as it came, such as the demo's sign-in).
 */
export function useRuleForm<Field extends string, Output>(
  pick: (rules: InputRules) => FormRules<Output>,
  initial: Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onFocus: () => void loadInputRules().catch(() => {}),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const validate = async (): Promise<Output | null> => {
    const parsed = pick(await loadInputRules()).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  return { field, validate };
}
