import { Avatar, Badge } from "@mantine/core";
import { avatarInitial } from "@wolfpack/ui";
import { IconBarbell, IconClock, IconCrown, IconFlame, IconMedal } from "../../../components/icons.ts";
import { minuteWords, ordinal, rankTier, streakWords, workoutWords } from "./format.ts";
import classes from "./Leaderboards.module.css";
import type { BoardEntry } from "./types.ts";

const TIER_BADGE = {
  alpha: { variant: "filled", color: "wolf" },
  beta: { variant: "light", color: "wolf" },
  hunter: { variant: "outline", color: "wolf" },
  pack: { variant: "outline", color: "gray" },
} as const;

/**
 * One member on a board: the place (a crown or a medal for the first three, '#n' after),
 * their picture or initial, the name ('YOU' on the viewer's own), streak, workouts and
 * minutes, and the standing the place earns.
 */
export function LeaderRow({ entry, you }: { entry: BoardEntry; you: boolean }) {
  const tier = rankTier(entry.rank);
  const podium = entry.rank <= 3 ? entry.rank : undefined;
  return (
    <li className={classes.row} data-podium={podium} data-you={you || undefined} aria-current={you || undefined}>
      <RankMark rank={entry.rank} />
      <Avatar
        className={classes.avatar}
        src={entry.avatar || null}
        alt=""
        size={38}
        radius="xl"
        color="wolf"
        variant="light"
        aria-hidden="true"
      >
        {avatarInitial(entry.username)}
      </Avatar>
      <div className={classes.who}>
        <div className={classes.nameLine}>
          <span className={classes.name} title={entry.username}>
            {entry.username}
          </span>
          {you ? (
            <Badge size="sm" variant="filled" color="wolf" style={{ flex: "none" }}>
              YOU
            </Badge>
          ) : null}
          <Badge className={classes.tier} size="sm" {...TIER_BADGE[tier.tone]}>
            {tier.label}
          </Badge>
        </div>
        <div className={classes.stats}>
          <span className={`${classes.stat} ${classes.streak}`}>
            <IconFlame size={14} aria-hidden="true" />
            {streakWords(entry.currentStreak)}
          </span>
          <span className={classes.stat}>
            <IconBarbell size={14} aria-hidden="true" />
            {workoutWords(entry.workoutsCompleted)}
          </span>
          <span className={classes.stat}>
            <IconClock size={14} aria-hidden="true" />
            {minuteWords(entry.totalMinutes)}
          </span>
        </div>
      </div>
    </li>
  );
}

/** The place: a crown for the alpha, medals for second and third, '#n' for everyone else. */
export function RankMark({ rank }: { rank: number }) {
  if (rank > 3) return <span className={classes.rank}>#{rank}</span>;
  const Icon = rank === 1 ? IconCrown : IconMedal;
  return (
    <span className={classes.rank} data-place={rank} role="img" aria-label={`${ordinal(rank)} place`}>
      <Icon size={26} stroke={1.8} aria-hidden="true" />
    </span>
  );
}
