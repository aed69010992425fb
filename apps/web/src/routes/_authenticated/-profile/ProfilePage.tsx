import { Card, Stack, Text } from "@mantine/core";
import { getRouteApi, useCanGoBack, useRouter } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { useState } from "react";
import { version } from "../../../../package.json";
import {
  IconAward,
  IconBook,
  IconHistory,
  IconLayoutDashboard,
  IconMessageCircle,
  IconSettings,
  IconShare,
  IconShoppingBag,
  IconUserStar,
} from "../../../components/icons.ts";
import { useMember } from "../../../lib/member.ts";
import { toastSuccess } from "../../../lib/toast.tsx";
import { ExportCard } from "./ExportCard.tsx";
import { IdentityCard } from "./IdentityCard.tsx";
import { ManualShareDialog } from "./ManualShareDialog.tsx";
import { MembershipCard } from "./MembershipCard.tsx";
import { Menu, MenuButton, MenuLink } from "./MenuRow.tsx";
import { pasteText, progressText, shareProgress } from "./share.ts";
import { WorkoutHistory } from "./WorkoutHistory.tsx";

const route = getRouteApi("/_authenticated/profile");
const icon = { size: 20, "aria-hidden": true } as const;

export function ProfilePage() {
  const member = useMember();
  const historyOpen = route.useSearch({ select: (search) => search.view === "history" });
  const navigate = route.useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [sharing, setSharing] = useState(false);
  const [toCopy, setToCopy] = useState<string | null>(null);

  const openHistory = () => navigate({ search: { view: "history" } });
  // Back where the member came from, as the phone's back button does; a history opened
  // from a link of its own closes in place.
  const closeHistory = () => (canGoBack ? router.history.back() : navigate({ search: {}, replace: true }));

  const share = async () => {
    // An invitation: the profile itself is the member's own and opens for nobody else.
    const data = {
      title: "My WOLFPACK progress",
      text: progressText(member),
      url: new URL("/register", window.location.origin).href,
    };
    setSharing(true);
    try {
      const outcome = await shareProgress(data, navigator);
      if (outcome === "copied") toastSuccess("Copied to your clipboard", "Paste it anywhere to show the pack.");
      else if (outcome === "manual") setToCopy(pasteText(data));
    } finally {
      setSharing(false);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle eyebrow="Your den" title="Profile" />
      <IdentityCard member={member} />

      <Card padding={0}>
        <Menu label="Coaching">
          {member.isAdmin ? (
            <MenuLink
              to="/admin"
              icon={<IconLayoutDashboard {...icon} />}
              label="Admin Dashboard"
              description="Manage members & view analytics"
            />
          ) : null}
          <MenuLink
            to="/premium-coaching"
            icon={<IconMessageCircle {...icon} />}
            label="Premium Coaching"
            description="Form checks, custom plans and time with the coach"
          />
        </Menu>
      </Card>

      <Card padding={0}>
        <Menu label="Your account">
          <MenuLink
            to="/settings"
            icon={<IconSettings {...icon} />}
            label="Settings & Preferences"
            description="Profile, membership, services and calculators"
          />
          <MenuLink
            to="/achievements"
            icon={<IconAward {...icon} />}
            label="Achievements & Badges"
            description={`Level ${member.level} · ${member.totalXP} XP`}
          />
          <MenuButton
            onClick={share}
            busy={sharing}
            icon={<IconShare {...icon} />}
            label="Share Progress"
            description="Tell your friends how the hunt is going"
          />
          <MenuButton
            onClick={openHistory}
            icon={<IconHistory {...icon} />}
            label="Workout History"
            description="Every session you have completed"
          />
          <MenuLink
            to="/gear"
            icon={<IconShoppingBag {...icon} />}
            label="Gear & Purchases"
            description="The coach's gear picks"
          />
          <MenuLink
            to="/ebooks"
            icon={<IconBook {...icon} />}
            label="E-Book Library"
            description="E-books you own and your reading progress"
          />
          <MenuLink
            to="/about"
            icon={<IconUserStar {...icon} />}
            label="About Coach"
            description="The story behind the 100 days"
          />
        </Menu>
      </Card>

      <ExportCard />
      <MembershipCard member={member} />

      <Stack gap={6} ta="center" mt="md" mb="xs">
        <Text size="xs" c="dimmed" fw={700}>
          WOLFPACK v{version}
        </Text>
        <Text size="xs" c="dimmed">
          WOLFPACK is coaching, not medical advice: check with your doctor before starting a new program, and train
          within your limits.
        </Text>
        <Text size="xs" c="dimmed">
          Your sessions and habit logs are kept to run your program. The coach sees your e-mail and training numbers;
          the pack sees your name, picture and numbers on the leaderboards, and the posts you share. Export your data
          any time above.
        </Text>
      </Stack>

      <WorkoutHistory opened={historyOpen} onClose={closeHistory} timeZone={member.timezone} />
      <ManualShareDialog text={toCopy} onClose={() => setToCopy(null)} />
    </Stack>
  );
}
