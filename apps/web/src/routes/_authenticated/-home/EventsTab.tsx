import { Card, Text, ThemeIcon } from "@mantine/core";
import { IconSpeakerphone } from "../../../components/icons.ts";
import classes from "./Home.module.css";

/** The Events tab: the announcement (the product's words). */
export function EventsTab() {
  return (
    <Card className={classes.announcement} mt="md" component="section" aria-labelledby="announcement-title">
      <ThemeIcon size={56} radius="xl" variant="light" className={classes.announcementIcon} aria-hidden="true">
        <IconSpeakerphone size={28} />
      </ThemeIcon>
      <h2 id="announcement-title" className={classes.announcementTitle}>
        MAJOR ANNOUNCEMENT - Coming Soon...
      </h2>
      <Text c="dark.0">The pack is gathering. Something big is on the horizon. Stay tuned.</Text>
    </Card>
  );
}
