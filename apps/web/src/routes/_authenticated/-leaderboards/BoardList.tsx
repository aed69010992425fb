import { Card } from "@mantine/core";
import { LEADERBOARD_SIZE } from "@wolfpack/rules/leaderboards/boards";
import classes from "./Leaderboards.module.css";
import { LeaderRow } from "./LeaderRow.tsx";
import type { BoardEntry } from "./types.ts";

/**
 * A board's rows in order. The server sends the first hundred, then the viewer's own row
 * when they are further down: that one shows apart, under 'Your rank'.
 */
export function BoardList({ entries, viewerId, label }: { entries: BoardEntry[]; viewerId: string; label: string }) {
  const top = entries.slice(0, LEADERBOARD_SIZE);
  const beyond = entries.slice(LEADERBOARD_SIZE);
  return (
    <Card padding={0} style={{ overflow: "hidden" }}>
      <ol className={classes.list} aria-label={label}>
        {top.map((entry) => (
          <LeaderRow key={entry.userId} entry={entry} you={entry.userId === viewerId} />
        ))}
      </ol>
      {beyond.length > 0 ? (
        <>
          <div className={classes.yourRank} id="your-rank">
            Your rank
          </div>
          <ol className={classes.list} aria-labelledby="your-rank">
            {beyond.map((entry) => (
              <LeaderRow key={entry.userId} entry={entry} you={entry.userId === viewerId} />
            ))}
          </ol>
        </>
      ) : null}
    </Card>
  );
}
