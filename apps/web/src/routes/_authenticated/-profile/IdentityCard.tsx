import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { MemberAvatar, MemberName } from "@wolfpack/ui";
import { IconPaw } from "../../../components/icons.ts";
import { MemberStats } from "../../../components/MemberStats.tsx";
import { formatYear } from "../../../lib/dates.ts";
import type { Member } from "../../../trpc.ts";
import classes from "./Profile.module.css";

/** Who the member is (picture, name, e-mail, the year they joined) and their three numbers. */
export function IdentityCard({ member }: { member: Member }) {
  return (
    <Stack gap="sm">
      <Card padding="lg" component="section" aria-labelledby="profile-name">
        <Stack align="center" gap={6} ta="center">
          <MemberAvatar
            username={member.username}
            avatar={member.avatar}
            size={96}
            radius={999}
            className={classes.avatar}
          />
          <Title id="profile-name" order={2} fz={26} mt="xs" maw="100%" lh={1.15}>
            <MemberName name={member.username} />
          </Title>
          <Text size="sm" c="dimmed" maw="100%" truncate="end" title={member.email}>
            {member.email}
          </Text>
          <Group gap="xs" justify="center" mt={4}>
            <Badge variant="filled" leftSection={<IconPaw size={14} aria-hidden="true" />}>
              Alpha Pack
            </Badge>
            <Text size="xs" c="dimmed" fw={600}>
              Member since {formatYear(member.createdAt, member.timezone)}
            </Text>
          </Group>
        </Stack>
      </Card>
      <MemberStats member={member} />
    </Stack>
  );
}
