import { Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { IconChevronRight } from "../../../components/icons.ts";
import classes from "./Profile.module.css";

interface RowContent {
  icon: ReactNode;
  label: string;
  description: string;
}

/** Icon, words and a chevron: the inside of every row. */
function Inside({ icon, label, description }: RowContent) {
  return (
    <>
      <ThemeIcon variant="light" size={38} radius="md" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <span className={classes.rowText}>
        <Text component="span" display="block" fw={700} size="sm">
          {label}
        </Text>
        <Text component="span" display="block" size="xs" c="dimmed">
          {description}
        </Text>
      </span>
      <IconChevronRight size={18} className={classes.chevron} aria-hidden="true" />
    </>
  );
}

/** A row that opens another screen. */
export function MenuLink({ to, ...content }: RowContent & { to: LinkProps["to"] }) {
  return (
    <li>
      <Link to={to} className={classes.row}>
        <Inside {...content} />
      </Link>
    </li>
  );
}

/** A row that does something here: Share Progress, Workout History. */
export function MenuButton({ onClick, busy, ...content }: RowContent & { onClick: () => void; busy?: boolean }) {
  return (
    <li>
      <UnstyledButton className={classes.row} onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
        <Inside {...content} />
      </UnstyledButton>
    </li>
  );
}

/** The rows of one card. */
export function Menu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.menu} aria-label={label}>
      {children}
    </ul>
  );
}
