import { ActionIcon, Badge, Button, Card, Group, Text } from "@mantine/core";
import { countOf } from "@wolfpack/rules/shared/words";
import { MemberAvatar, MemberName } from "@wolfpack/ui";
import { useEffect, useRef, useState } from "react";
import { IconTrash } from "../../../components/icons.ts";
import { formatFullDate, formatPostedAt } from "../../../lib/dates.ts";
import type { Member } from "../../../trpc.ts";
import { CommentThread } from "./CommentThread.tsx";
import classes from "./Community.module.css";
import { ConfirmDialog } from "./dialogs.ts";
import { IconHeart, IconHeartFilled, IconMessageCircle } from "./icons.ts";
import { POST_TYPE_COLORS } from "./post-types.ts";
import type { Post } from "./types.ts";
import { useDeletePost, useLikePost } from "./usePostActions.ts";

/** One post of the feed: who and when, its kind, its words, the likes and the thread. */
export function PostCard({ post, viewer, focused = false }: { post: Post; viewer: Member; focused?: boolean }) {
  const [threadOpen, setThreadOpen] = useState(focused);
  const cardRef = useRef<HTMLElement>(null);
  // Opened from the bell (?post=<id>): the post is brought into view with its thread open.
  useEffect(() => {
    if (!focused) return;
    setThreadOpen(true);
    cardRef.current?.scrollIntoView({ block: "start" });
  }, [focused]);
  const [confirming, setConfirming] = useState(false);
  const like = useLikePost();
  const remove = useDeletePost(() => setConfirming(false));
  const mayDelete = post.author.id === viewer.id || viewer.isAdmin;
  const titleId = `post-${post.id}-title`;
  const threadId = `post-${post.id}-thread`;

  return (
    <Card ref={cardRef} component="article" padding="md" aria-labelledby={titleId} className={classes.post}>
      <Group gap="sm" wrap="nowrap" align="center">
        <MemberAvatar username={post.author.username} avatar={post.author.avatar} size={40} radius="xl" />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" lh={1.3}>
            <MemberName name={post.author.username} />
          </Text>
          <Text
            component="time"
            size="xs"
            c="dimmed"
            dateTime={post.createdAt.toISOString()}
            title={formatFullDate(post.createdAt, viewer.timezone)}
            // '5m ago' may be '6m ago' by the time the phone takes over a screen the server drew.
            suppressHydrationWarning
          >
            {formatPostedAt(post.createdAt, viewer.timezone)}
          </Text>
        </div>
        <Badge variant="light" color={POST_TYPE_COLORS[post.type]} style={{ flex: "none" }}>
          {post.type.toUpperCase()}
        </Badge>
      </Group>

      <Text id={titleId} component="h3" fw={800} fz={18} lh={1.3} mt="sm" mb={4} className={classes.words}>
        {post.title}
      </Text>
      <Text size="sm" lh={1.55} className={classes.content}>
        {post.content}
      </Text>

      <Group gap={4} mt="sm" pt={6} wrap="nowrap" className={classes.actions}>
        <Button
          variant={post.likedByMe ? "light" : "subtle"}
          color={post.likedByMe ? "red" : "gray"}
          size="sm"
          h={44}
          px="sm"
          aria-pressed={post.likedByMe}
          aria-label={`Like, ${countOf(post.likes, "like")}`}
          leftSection={
            post.likedByMe ? (
              <IconHeartFilled size={20} aria-hidden="true" />
            ) : (
              <IconHeart size={20} aria-hidden="true" />
            )
          }
          onClick={() => like.mutate({ postId: post.id })}
        >
          {post.likes.toLocaleString("en-US")}
        </Button>
        <Button
          variant={threadOpen ? "light" : "subtle"}
          color="gray"
          size="sm"
          h={44}
          px="sm"
          aria-expanded={threadOpen}
          aria-controls={threadOpen ? threadId : undefined}
          aria-label={`Comments, ${countOf(post.comments, "comment")}`}
          leftSection={<IconMessageCircle size={20} aria-hidden="true" />}
          onClick={() => setThreadOpen((open) => !open)}
        >
          {post.comments.toLocaleString("en-US")}
        </Button>
        {mayDelete ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            ml="auto"
            aria-label="Delete post"
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={20} />
          </ActionIcon>
        ) : null}
      </Group>

      {threadOpen ? <CommentThread id={threadId} post={post} viewer={viewer} /> : null}

      {/* Only where Delete is offered: a closed Mantine Modal on every post cost the feed's first draw. */}
      {mayDelete ? (
        <ConfirmDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate({ postId: post.id })}
          title="Delete this post?"
          confirmLabel="Delete Post"
          pendingLabel="Deleting..."
          pending={remove.isPending}
        >
          “{post.title}” and its comments will be removed from the feed for everyone. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
