import { Card, Stack, Text } from "@mantine/core";
import { LoadMore, SectionTitle, WolfGlyph } from "@wolfpack/ui";
import { IconSpeakerphone } from "../../../components/icons.ts";
import type { Member } from "../../../trpc.ts";
import classes from "./Community.module.css";
import { postsOf } from "./feed-cache.ts";
import { PostCard } from "./PostCard.tsx";
import { useFeed } from "./useFeed.ts";

/** The pack's posts, newest first, the next page on request. */
export function Feed({ viewer, focusPostId }: { viewer: Member; focusPostId?: number }) {
  const [feed, query] = useFeed();
  const posts = postsOf(feed);
  return (
    <section aria-labelledby="feed-title">
      <SectionTitle id="feed-title" icon={<IconSpeakerphone size={22} aria-hidden="true" />}>
        PACK FEED
      </SectionTitle>
      {posts.length === 0 ? (
        <Card padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <WolfGlyph size={48} style={{ opacity: 0.5 }} />
            <Text fw={700}>No posts yet. Be the first to share!</Text>
          </Stack>
        </Card>
      ) : (
        <Stack component="ul" gap="md" className={classes.list} aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} viewer={viewer} focused={post.id === focusPostId} />
            </li>
          ))}
        </Stack>
      )}
      <LoadMore
        what="posts"
        loading={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        end={
          posts.length > 0 ? (
            <Text size="sm" c="dimmed" ta="center" mt="md">
              You're all caught up.
            </Text>
          ) : null
        }
      />
    </section>
  );
}
