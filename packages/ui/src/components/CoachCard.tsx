import { Avatar, Card, Text } from "@mantine/core";
import IconQuote from "@tabler/icons-react/dist/esm/icons/IconQuote.mjs";
import type { ReactNode } from "react";
import classes from "./CoachCard.module.css";

/** The coach's picture, shipped with the app. */
export const COACH_IMAGE_SRC = "/images/coach.svg";

export type CoachCardVariant = "profile" | "workout" | "testimonial";

export interface CoachCardProps {
  /**
   * - `profile`: the coach introduced: picture, name, role and a few words (about, coaching);
   * - `workout`: the coach beside a workout: a small picture and the coach's notes for it;
   * - `testimonial`: the coach's words as a quote, signed with picture and name (home).
   */
  variant: CoachCardVariant;
  name: string;
  /** 'Head Coach', 'Your coach'... */
  role: string;
  /** The words: the bio (profile), the notes (workout) or the quote (testimonial). */
  text: ReactNode;
  /** A small label above it all: 'COACH'S NOTES', 'FROM THE COACH'. */
  eyebrow?: ReactNode;
  image?: string;
  /** More under the text (stats, a link). */
  children?: ReactNode;
}

/** The coach, in one of three shapes: profile, workout, testimonial. */
export function CoachCard({ variant, name, role, text, eyebrow, image = COACH_IMAGE_SRC, children }: CoachCardProps) {
  const avatarSize = variant === "profile" ? 72 : variant === "workout" ? 44 : 48;
  const person = (
    <div className={classes.person}>
      <Avatar src={image} alt="" size={avatarSize} radius="xl" className={classes.avatar} />
      <div className={classes.who}>
        <Text fw={800} className={classes.name}>
          {name}
        </Text>
        <Text size="sm" c="wolf.4" fw={700} className={classes.role}>
          {role}
        </Text>
      </div>
    </div>
  );
  const label = eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null;

  if (variant === "testimonial") {
    return (
      <Card component="figure" padding="lg" className={classes.card} data-variant={variant}>
        {label}
        <IconQuote size={32} className={classes.quoteMark} aria-hidden="true" />
        <blockquote className={classes.quote}>{text}</blockquote>
        <figcaption>{person}</figcaption>
        {children}
      </Card>
    );
  }

  return (
    <Card
      component="section"
      padding={variant === "workout" ? "md" : "lg"}
      className={classes.card}
      data-variant={variant}
    >
      {label}
      {person}
      <Text size="sm" className={classes.text} component="div">
        {text}
      </Text>
      {children}
    </Card>
  );
}
