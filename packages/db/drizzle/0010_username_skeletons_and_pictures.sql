-- Hand-written note (not SQL drizzle generates): the skeleton columns start empty. SQL cannot
-- compute a skeleton (Unicode's confusables, rules/usernames.ts), so createDb fills them in
-- right after the migrations, under the same lock (db/src/username-skeletons.ts).
ALTER TABLE "users" ADD COLUMN "username_skeleton_lower" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_skeleton_upper" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_lower_key" ON "users" USING btree ("username_skeleton_lower");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_upper_key" ON "users" USING btree ("username_skeleton_upper");--> statement-breakpoint
CREATE INDEX "users_skeleton_missing_idx" ON "users" USING btree ("created_at","id") WHERE "users"."username_skeleton_lower" is null or "users"."username_skeleton_upper" is null;--> statement-breakpoint
-- Hand-written: members' pictures become an upload of their own or one of the app's
-- avatars (rules/pictures.ts, isMemberPicture). Any other stored address (an outside host,
-- another path of the app such as /api/..., a data: URL) is removed, so no screen fetches
-- it any more. packages/db/test/picture-reset.test.ts checks these statements against the rule.
UPDATE "users" SET "avatar" = NULL
WHERE "avatar" IS NOT NULL
  AND "avatar" !~ '^/uploads/[A-Za-z0-9_-]{24}\.(png|jpg|gif)$'
  AND "avatar" NOT IN ('/images/avatars/wolf-amber.svg', '/images/avatars/wolf-red.svg', '/images/avatars/wolf-steel.svg', '/images/avatars/wolf-ice.svg', '/images/avatars/wolf-forest.svg', '/images/avatars/wolf-violet.svg', '/images/avatars/default.svg', '/images/avatars/coach.svg');--> statement-breakpoint
UPDATE "users" SET "before_photo" = NULL
WHERE "before_photo" IS NOT NULL
  AND "before_photo" !~ '^/uploads/[A-Za-z0-9_-]{24}\.(png|jpg|gif)$'
  AND "before_photo" NOT IN ('/images/avatars/wolf-amber.svg', '/images/avatars/wolf-red.svg', '/images/avatars/wolf-steel.svg', '/images/avatars/wolf-ice.svg', '/images/avatars/wolf-forest.svg', '/images/avatars/wolf-violet.svg', '/images/avatars/default.svg', '/images/avatars/coach.svg');--> statement-breakpoint
UPDATE "users" SET "after_photo" = NULL
WHERE "after_photo" IS NOT NULL
  AND "after_photo" !~ '^/uploads/[A-Za-z0-9_-]{24}\.(png|jpg|gif)$'
  AND "after_photo" NOT IN ('/images/avatars/wolf-amber.svg', '/images/avatars/wolf-red.svg', '/images/avatars/wolf-steel.svg', '/images/avatars/wolf-ice.svg', '/images/avatars/wolf-forest.svg', '/images/avatars/wolf-violet.svg', '/images/avatars/default.svg', '/images/avatars/coach.svg');
-- End of hand-written.
