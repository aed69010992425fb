import { Group } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { GrowingTextarea } from "./GrowingTextarea.tsx";
import { PendingButton } from "./PendingButton.tsx";

/** A rule for one text value, as the shared zod rules give it. */
export interface TextRule {
  safeParse(
    value: string,
  ): { success: true; data: string } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * A form's check of one text value by a rule loaded on demand: `check(value)` gives the value
 * as the rule takes it, or its problems. `checking` holds from the tap until the rule has
 * answered (its code may still be on the way): the form shows itself busy and takes no second
 * send. Rules that cannot load (no signal, the app not yet installed) leave the check to the
 * server: the value goes as written.
 */
export function useRuleCheck(loadRule: () => Promise<TextRule>) {
  const [checking, setChecking] = useState(false);
  const check = async (value: string) => {
    setChecking(true);
    const rule = await loadRule().catch(() => null);
    setChecking(false);
    return rule ? rule.safeParse(value) : { success: true as const, data: value };
  };
  return { checking, check };
}

export interface WriteBoxProps {
  /** The text box's accessible name. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** How tall the box grows before it scrolls. */
  maxRows: number;
  value: string;
  onChange: (value: string) => void;
  /**
   * Loads the input rule of what is written (packages/rules): its first problem shows under
   * the box. Loaded when the box is first focused, not with the screen, since the rules bring
   * zod (docs/performance.md, "The input rules, loaded at the first field").
   */
  loadRule: () => Promise<TextRule>;
  /** What was written, once the rule takes it. */
  onSend: (content: string) => void;
  pending: boolean;
  pendingLabel: string;
  /** What the send button says. */
  children: ReactNode;
}

/**
 * A growing text box with its send button beside it, both a full tap target high: a comment
 * under a post, a reply in a coaching thread. What was written is checked against the rule
 * before it is sent; the problem shows under the box until the member writes again.
 */
export function WriteBox({
  label,
  placeholder,
  maxLength,
  maxRows,
  value,
  onChange,
  loadRule,
  onSend,
  pending,
  pendingLabel,
  children,
}: WriteBoxProps) {
  const [error, setError] = useState<string | null>(null);
  const rule = useRuleCheck(loadRule);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (rule.checking) return;
        const checked = await rule.check(value);
        if (checked.success) onSend(checked.data);
        else setError(checked.error.issues[0]?.message ?? null);
      }}
    >
      <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
        <GrowingTextarea
          aria-label={label}
          placeholder={placeholder}
          minRows={1}
          maxRows={maxRows}
          maxLength={maxLength}
          value={value}
          error={error}
          onFocus={() => void loadRule().catch(() => {})}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { minHeight: 44, paddingTop: 11, paddingBottom: 11 } }}
        />
        <PendingButton
          type="submit"
          size="sm"
          h={44}
          pending={pending || rule.checking}
          pendingLabel={pendingLabel}
          px="sm"
        >
          {children}
        </PendingButton>
      </Group>
    </form>
  );
}
