import { APP_AVATARS } from "@wolfpack/rules/auth/pictures";
import { useId } from "react";
import classes from "./AvatarChoices.module.css";

interface AvatarChoicesProps {
  /** The radio buttons' form name. */
  name: string;
  legend: string;
  description?: string;
  /** The chosen avatar's path; "" for none. */
  value: string;
  onChange: (event: { currentTarget: HTMLInputElement }) => void;
  error?: string;
  disabled?: boolean;
  /** Offer "None" first (sign-up); settings removes an avatar with its own button. */
  offerNone?: boolean;
}

/**
 * The app's own avatars as radio buttons, each its picture named for screen readers: the
 * one way besides an upload to give a member a picture. Plain inputs and a few lines of
 * CSS, so the sign-up screen's code stays small.
 */
export function AvatarChoices({
  name,
  legend,
  description,
  value,
  onChange,
  error,
  disabled,
  offerNone,
}: AvatarChoicesProps) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset className={classes.fieldset} disabled={disabled} aria-describedby={describedBy || undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {description ? (
        <p id={descriptionId} className={classes.description}>
          {description}
        </p>
      ) : null}
      <div className={classes.choices}>
        {offerNone ? (
          <label className={classes.choice}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value=""
              checked={value === ""}
              onChange={onChange}
            />
            <span className={`${classes.picture} ${classes.none}`}>None</span>
          </label>
        ) : null}
        {APP_AVATARS.map((avatar) => (
          <label key={avatar.path} className={classes.choice}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={avatar.path}
              checked={value === avatar.path}
              onChange={onChange}
              aria-label={avatar.name}
            />
            <img src={avatar.path} alt="" className={classes.picture} width={44} height={44} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
