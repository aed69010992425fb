CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_either_way_key" ON "friendships" USING btree (least("user_id", "friend_id"),greatest("user_id", "friend_id"));--> statement-breakpoint
CREATE INDEX "group_memberships_user_idx" ON "group_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_board_idx" ON "users" USING btree ("current_streak" DESC NULLS FIRST,"workouts_completed" DESC NULLS FIRST,"total_minutes" DESC NULLS FIRST,lower("username" collate "C")) INCLUDE ("username", "country");--> statement-breakpoint
CREATE INDEX "users_national_board_idx" ON "users" USING btree (coalesce("country", 'USA'),"current_streak" DESC NULLS FIRST,"workouts_completed" DESC NULLS FIRST,"total_minutes" DESC NULLS FIRST,lower("username" collate "C")) INCLUDE ("username", "country");