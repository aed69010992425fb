import { Card, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COUNTRIES, countryMatches } from "@wolfpack/rules/auth/countries";
import { PICTURE_HINT } from "@wolfpack/rules/auth/pictures";
import { DEFAULT_COUNTRY } from "@wolfpack/rules/leaderboards/boards";
import { PendingButton } from "@wolfpack/ui";
import { type FocusEvent, type FormEvent, useMemo, useState } from "react";
import { plainSpaces } from "../../../lib/dates.ts";
import { failureMessage, isUnauthorized, UNREACHABLE_MESSAGE } from "../../../lib/errors.ts";
import { useRuleForm } from "../../../lib/form.ts";
import { forgetOtherScreens } from "../../../lib/stale.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { type Member, trpc } from "../../../trpc.ts";
import { CardHeading } from "./CardHeading.tsx";
import { PicturePicker } from "./PicturePicker.tsx";
import { KEEP_ALL, type PictureChoice, type ProfileChanges, saveProfile } from "./profile-save.ts";
import classes from "./Settings.module.css";

/**
 * Changes a save could not send because the session had ended, kept in this tab's memory
 * (never stored) for the same member's return: signing in again brings them back.
 */
let unsent: { memberId: string; changes: ProfileChanges } | null = null;

function takeUnsent(memberId: string): ProfileChanges | null {
  const kept = unsent?.memberId === memberId ? unsent.changes : null;
  unsent = null;
  return kept;
}

/**
 * The Profile tab: the form, and what saving does. The form starts again from the saved
 * member after each save (the server may have tidied what was typed), and keeps
 * everything typed and chosen when a save fails.
 */
export function ProfileTab({ member }: { member: Member }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [saves, setSaves] = useState(0);
  const [restored] = useState(() => takeUnsent(member.id));

  const save = useMutation({
    mutationFn: (changes: ProfileChanges) => saveProfile(changes),
    onSuccess: (saved) => {
      // The header's avatar and name change at once, with no second request.
      utils.auth.me.setData(undefined, (current) => (current ? { ...current, ...saved } : current));
      forgetOtherScreens(queryClient);
      setSaves((count) => count + 1);
      toastSuccess("Profile Updated", "Your profile has been updated successfully.");
    },
    onError: (error, changes) => {
      // The screen turns into 'Authentication Required' (a 401 ends the session everywhere).
      if (isUnauthorized(error)) unsent = { memberId: member.id, changes };
      else toastFailure("Update Failed", failureMessage(error, UNREACHABLE_MESSAGE));
    },
  });

  return (
    <ProfileForm
      key={saves}
      member={member}
      restored={saves === 0 ? restored : null}
      pending={save.isPending}
      onSave={(changes) => save.mutate(changes)}
    />
  );
}

interface ProfileFormProps {
  member: Member;
  /** Changes kept from a save the ended session refused. */
  restored: ProfileChanges | null;
  pending: boolean;
  onSave: (changes: ProfileChanges) => void;
}

function ProfileForm({ member, restored, pending, onSave }: ProfileFormProps) {
  const start: ProfileChanges = restored ?? {
    username: member.username,
    email: member.email,
    country: member.country,
    timezone: member.timezone,
    pictures: KEEP_ALL,
  };
  const { field, validate } = useRuleForm((rules) => rules.profileInput.pick({ username: true, email: true }), {
    username: start.username,
    email: start.email,
  });
  const [country, setCountry] = useState(start.country);
  const [timezone, setTimezone] = useState(start.timezone);
  const [pictures, setPictures] = useState(start.pictures);
  const countries = useMemo(() => withCurrent(COUNTRIES, member.country), [member.country]);
  const zones = useMemo(() => timeZoneOptions(member.timezone), [member.timezone]);

  const pick = (slot: keyof ProfileChanges["pictures"]) => (choice: PictureChoice) =>
    setPictures((current) => ({ ...current, [slot]: choice }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = await validate();
    if (checked) onSave({ ...checked, country, timezone, pictures });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="md">
        {restored ? (
          <Card withBorder padding="md" role="status">
            <Text size="sm">Your changes from before you were signed out are back. Save to keep them.</Text>
          </Card>
        ) : null}
        <Card padding="lg">
          <PicturePicker
            field="avatar"
            look="avatar"
            username={member.username}
            saved={member.avatar}
            choice={pictures.avatar}
            onChoice={pick("avatar")}
            disabled={pending}
            hint={PICTURE_HINT}
          />
        </Card>
        <Card padding="lg">
          <Stack gap="md">
            <TextInput
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              readOnly={pending}
              {...field("username")}
            />
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              readOnly={pending}
              {...field("email")}
            />
            <Select
              label="Country"
              description={
                country
                  ? "Your national leaderboard."
                  : `Your national leaderboard. Until you choose, you rank on ${DEFAULT_COUNTRY}'s.`
              }
              placeholder="Choose your country"
              data={countries}
              value={country}
              onChange={(value) => setCountry(value)}
              searchable
              allowDeselect={false}
              filter={({ options, search }) =>
                options.filter((option) => "value" in option && countryMatches(option.value, search))
              }
              nothingFoundMessage="No country by that name"
              maxDropdownHeight={260}
              readOnly={pending}
              autoComplete="off"
              onFocus={selectAll}
            />
            <Select
              label="Time zone"
              description={`"Today", your streaks and the recovery cooldown follow it. ${localTimeIn(timezone)}`}
              // The clock moves on between the server drawing the screen and the phone taking it over.
              descriptionProps={{ suppressHydrationWarning: true }}
              data={zones}
              value={timezone}
              onChange={(value) => {
                if (value) setTimezone(value);
              }}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No time zone by that name"
              maxDropdownHeight={260}
              readOnly={pending}
              autoComplete="off"
              onFocus={selectAll}
            />
          </Stack>
        </Card>
        <Card padding="lg">
          <CardHeading>Progress photos</CardHeading>
          <div className={classes.photos}>
            <PicturePicker
              field="beforePhoto"
              look="photo"
              username={member.username}
              saved={member.beforePhoto}
              choice={pictures.beforePhoto}
              onChoice={pick("beforePhoto")}
              disabled={pending}
            />
            <PicturePicker
              field="afterPhoto"
              look="photo"
              username={member.username}
              saved={member.afterPhoto}
              choice={pictures.afterPhoto}
              onChoice={pick("afterPhoto")}
              disabled={pending}
            />
          </div>
          <Text size="sm" c="dimmed" mt="sm">
            Where you started and where you stand now. {PICTURE_HINT}
          </Text>
        </Card>
        <PendingButton type="submit" size="md" fullWidth pending={pending} pendingLabel="Saving...">
          Save Changes
        </PendingButton>
      </Stack>
    </form>
  );
}

/** Typing in a searchable list replaces the shown choice instead of adding to it. */
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

/** The list, with the member's own value first when it is not in it (set before the list existed). */
function withCurrent(list: readonly string[], current: string | null): string[] {
  return current && !list.includes(current) ? [current, ...list] : [...list];
}

/** Every time zone the browser knows, as "America/New York", the member's own among them. */
function timeZoneOptions(current: string) {
  return withCurrent(Intl.supportedValuesOf("timeZone"), current).map((zone) => ({
    value: zone,
    label: zone.replaceAll("_", " "),
  }));
}

/** "It is 9:41 PM there (GMT-5)." */
function localTimeIn(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "shortOffset",
    }).formatToParts(new Date());
    const time = plainSpaces(
      parts
        .filter((part) => part.type !== "timeZoneName")
        .map((part) => part.value)
        .join(""),
    ).trim();
    const offset = parts.find((part) => part.type === "timeZoneName")?.value;
    return `It is ${time} there${offset ? ` (${offset})` : ""}.`;
  } catch {
    return "";
  }
}
