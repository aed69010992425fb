import { Card, Group, Text, ThemeIcon } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconTrophy } from "../../../components/icons.ts";
import classes from "./Community.module.css";
import { IconChevronRight } from "./icons.ts";

/** The way to the leaderboards: the whole card is the link. */
export function LeaderboardsCard() {
  return (
    <Link to="/leaderboards" className={classes.boardLink}>
      <Card padding="md" className={classes.boardCard}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="filled" size={44} radius="md" aria-hidden="true">
            <IconTrophy size={24} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text ff="heading" fz={22} fw={700} lh={1.1}>
              Leaderboards
            </Text>
            <Text size="sm" c="dark.1">
              See where you rank among friends, groups and the whole pack.
            </Text>
          </div>
          <IconChevronRight size={22} color="var(--mantine-color-wolf-4)" aria-hidden="true" style={{ flex: "none" }} />
        </Group>
      </Card>
    </Link>
  );
}
