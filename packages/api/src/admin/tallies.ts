/**
 * The coach's overview figures without a pass over every member: at a million members
 * that pass took over a second. member_tallies (schema.ts) holds the members, their
 * workouts and minutes, and how many members last signed in, or stop being premium, in
 * each UTC hour; triggers on users log every change in member_tally_changes, and
 * `foldMemberTallies` adds those into the tallies every few seconds. A figure "since T" is
 * then, in one statement (one snapshot, so exact):
 *
 *   the tallies and unfolded changes of the hours after T's hour
 * + the members of T's own hour past T, counted by index (an hour's worth at most).
 */
import { type Database, queryRows, type SQL, sql } from "@wolfpack/db";

type TallyKind = "members" | "last_sign_in" | "premium_until";

/** A column of a kind's tallies, summed over the hours the condition keeps, changes included. */
function tallied(kind: TallyKind, column: "members" | "workouts" | "minutes", hours: SQL = sql`true`): SQL {
  return sql`(
    (select coalesce(sum(${sql.raw(column)}), 0) from member_tallies where kind = ${kind} and ${hours})
  + (select coalesce(sum(${sql.raw(column)}), 0) from member_tally_changes where kind = ${kind} and ${hours})
  )`;
}

const HOUR_OF_NOW = sql`date_trunc('hour', now(), 'UTC')`;

/** Members who signed in after `since` (an SQL instant). */
function signedInAfter(since: SQL): SQL {
  const sinceHour = sql`date_trunc('hour', ${since}, 'UTC')`;
  return sql`(${tallied("last_sign_in", "members", sql`hour > ${sinceHour}`)}
    + (select count(*) from users where last_login_at > ${since} and last_login_at < ${sinceHour} + interval '1 hour'))`;
}

export interface OverviewTotals {
  totalUsers: number;
  premiumUsers: number;
  totalWorkoutsCompleted: number;
  totalActiveMinutes: number;
  activeUsersLast7Days: number;
  activeUsersLast30Days: number;
}

/** The overview's figures as they stand now; premium as effectiveTier has it (a lapsed premium is free). */
export async function overviewTotals(db: Database): Promise<OverviewTotals> {
  const [row] = await queryRows<Record<keyof OverviewTotals, string | number>>(
    db,
    sql`select
      ${tallied("members", "members")}::bigint as "totalUsers",
      (${tallied("premium_until", "members", sql`hour > ${HOUR_OF_NOW}`)}
        + (select count(*) from users where membership_tier = 'premium'
            and membership_expires_at > now() and membership_expires_at < ${HOUR_OF_NOW} + interval '1 hour')
      )::bigint as "premiumUsers",
      ${tallied("members", "workouts")}::bigint as "totalWorkoutsCompleted",
      ${tallied("members", "minutes")}::bigint as "totalActiveMinutes",
      ${signedInAfter(sql`now() - interval '7 days'`)}::bigint as "activeUsersLast7Days",
      ${signedInAfter(sql`now() - interval '30 days'`)}::bigint as "activeUsersLast30Days"`,
  );
  // bigint comes back as text from postgres-js; every figure fits a JS number.
  const figure = (key: keyof OverviewTotals) => Number(row?.[key] ?? 0);
  return {
    totalUsers: figure("totalUsers"),
    premiumUsers: figure("premiumUsers"),
    totalWorkoutsCompleted: figure("totalWorkoutsCompleted"),
    totalActiveMinutes: figure("totalActiveMinutes"),
    activeUsersLast7Days: figure("activeUsersLast7Days"),
    activeUsersLast30Days: figure("activeUsersLast30Days"),
  };
}

/** Only one fold runs at a time, across every server instance (any fixed number, not the boards'). */
const FOLD_LOCK = 74_301_552;

/**
 * Adds the logged changes into the tallies and removes them, in one transaction, so a
 * figure sees each either as a change or in the tallies, never both. Returns how many
 * changes it folded (0 when another fold was running). Hours left at 0 members go.
 */
export async function foldMemberTallies(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`,
    );
    if (!lock?.locked) return 0;
    const [folded] = await queryRows<{ changes: number }>(
      tx,
      sql`
      with moved as (
        delete from member_tally_changes returning kind, hour, members, workouts, minutes
      ), hours as (
        select kind, hour, sum(members) as members, sum(workouts) as workouts, sum(minutes) as minutes
        from moved group by kind, hour
      ), added as (
        insert into member_tallies (kind, hour, members, workouts, minutes)
        select * from hours
        on conflict (kind, hour) do update set
          members = member_tallies.members + excluded.members,
          workouts = member_tallies.workouts + excluded.workouts,
          minutes = member_tallies.minutes + excluded.minutes
        returning 1
      )
      select (select count(*) from moved)::int as changes, (select count(*) from added)::int as hours`,
    );
    // The 'members' row stays even at zero: it is the one every total reads.
    await tx.execute(sql`delete from member_tallies where members = 0 and kind <> 'members'`);
    return Number(folded?.changes ?? 0);
  });
}
