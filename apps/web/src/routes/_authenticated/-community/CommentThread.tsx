import { ActionIcon, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { COMMENT_MAX } from "@wolfpack/rules/community/posts";
import { MemberAvatar, MemberName, WriteBox } from "@wolfpack/ui";
import { useState } from "react";
import { IconTrash } from "../../../components/icons.ts";
import { formatFullDate, formatPostedAt } from "../../../lib/dates.ts";
import { type Member, trpc } from "../../../trpc.ts";
import classes from "./Community.module.css";
import { ConfirmDialog } from "./dialogs.ts";
import { IconSend } from "./icons.ts";
import type { Post, PostComment } from "./types.ts";
import { useAddComment, useDeleteComment } from "./usePostActions.ts";

const loadContentRule = () =>
  import("@wolfpack/rules/community/inputs").then((rules) => rules.commentCreateInput.shape.content);

/** A post's thread, oldest first, a page at a time, and the box to add to it. */
export function CommentThread({ id, post, viewer }: { id: string; post: Post; viewer: Member }) {
  const thread = trpc.community.comments.useInfiniteQuery(
    { postId: post.id },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const seen = new Set<number>();
  const comments = (thread.data?.pages ?? [])
    .flatMap((page) => page.comments)
    // A comment added before the next page was loaded comes again with that page.
    .filter((comment) => !seen.has(comment.id) && Boolean(seen.add(comment.id)));

  return (
    <section id={id} className={classes.thread} aria-label={`Comments on ${post.title}`}>
      {thread.isPending ? (
        <Group gap="xs" py="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Loading comments...
          </Text>
        </Group>
      ) : thread.isError ? (
        <Group gap="sm" justify="space-between" wrap="nowrap" role="alert">
          <Text size="sm" c="dimmed">
            The comments did not load.
          </Text>
          <Button variant="light" size="sm" h={44} onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </Group>
      ) : comments.length === 0 ? (
        <Text size="sm" c="dimmed" py={4}>
          No comments yet. Start the conversation.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.list} aria-label="Comments">
          {comments.map((comment) => (
            <CommentRow key={comment.id} comment={comment} viewer={viewer} />
          ))}
        </Stack>
      )}
      {thread.hasNextPage ? (
        <Button
          variant="subtle"
          size="sm"
          h={44}
          mt={4}
          fullWidth
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          Load more comments
        </Button>
      ) : null}
      <CommentBox postId={post.id} />
    </section>
  );
}

function CommentRow({ comment, viewer }: { comment: PostComment; viewer: Member }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(comment);
  const mayDelete = comment.author.id === viewer.id || viewer.isAdmin;
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start">
      <MemberAvatar username={comment.author.username} avatar={comment.author.avatar} size={32} radius="xl" mt={4} />
      <div className={classes.comment}>
        <Group gap={6} wrap="nowrap" justify="space-between" align="baseline">
          <Text fw={700} size="sm" style={{ minWidth: 0, display: "flex" }}>
            <MemberName name={comment.author.username} />
          </Text>
          <Text
            component="time"
            size="xs"
            c="dimmed"
            style={{ flex: "none" }}
            dateTime={comment.createdAt.toISOString()}
            title={formatFullDate(comment.createdAt, viewer.timezone)}
            // '5m ago' may be '6m ago' by the time the phone takes over a screen the server drew.
            suppressHydrationWarning
          >
            {formatPostedAt(comment.createdAt, viewer.timezone)}
          </Text>
        </Group>
        <Text size="sm" className={classes.content}>
          {comment.content}
        </Text>
      </div>
      {mayDelete ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          aria-label={`Delete comment by ${comment.author.username}`}
          onClick={() => setConfirming(true)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ commentId: comment.id }, { onSuccess: () => setConfirming(false) })}
        title="Delete this comment?"
        confirmLabel="Delete Comment"
        pendingLabel="Deleting..."
        pending={remove.isPending}
      >
        The comment will be removed from the thread for everyone. This cannot be undone.
      </ConfirmDialog>
    </Group>
  );
}

function CommentBox({ postId }: { postId: number }) {
  const [content, setContent] = useState("");
  const add = useAddComment(() => setContent(""));
  return (
    <WriteBox
      label="Add a comment"
      placeholder="Add a comment..."
      maxRows={6}
      maxLength={COMMENT_MAX}
      value={content}
      onChange={setContent}
      loadRule={loadContentRule}
      onSend={(text) => add.mutate({ postId, content: text })}
      pending={add.isPending}
      pendingLabel="Posting..."
    >
      <IconSend size={18} aria-hidden="true" style={{ marginRight: 6 }} />
      Comment
    </WriteBox>
  );
}
