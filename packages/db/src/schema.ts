import { COACHING_SERVICES } from "@wolfpack/rules/coaching/plans";
import { POST_TYPES } from "@wolfpack/rules/community/posts";
import { FRIENDSHIP_STATUSES } from "@wolfpack/rules/friends/friendship";
import { HABIT_TYPES } from "@wolfpack/rules/habits/habits";
import { BOARD_COUNTS, type BoardCount } from "@wolfpack/rules/leaderboards/boards";
import { MEMBERSHIP_TIERS } from "@wolfpack/rules/membership/membership";
import { BELL_KINDS } from "@wolfpack/rules/notifications/bell";
import { ACHIEVEMENT_TIERS, ACHIEVEMENT_TRIGGERS } from "@wolfpack/rules/training/achievements";
import { PAUSE_MAX_DAYS, PAUSE_REASONS, type PausedRange } from "@wolfpack/rules/training/pause";
import { WEIGHT_UNITS } from "@wolfpack/rules/training/weights";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** The board order as index keys: each of BOARD_COUNTS most first, then the tie-break key. */
function boardOrderKeys(t: Record<BoardCount | "username", ExtraConfigColumn>) {
  const [first, ...rest] = BOARD_COUNTS;
  const mostFirst = (count: BoardCount) => t[count].desc().nullsFirst();
  return [mostFirst(first), ...rest.map(mostFirst), sql`lower(${t.username} collate "C")`] as const;
}

export const membershipTier = pgEnum("membership_tier", MEMBERSHIP_TIERS);
export const habitType = pgEnum("habit_type", HABIT_TYPES);
export const achievementTier = pgEnum("achievement_tier", ACHIEVEMENT_TIERS);
export const achievementTrigger = pgEnum("achievement_trigger", ACHIEVEMENT_TRIGGERS);
export const postType = pgEnum("post_type", POST_TYPES);
export const friendshipStatus = pgEnum("friendship_status", FRIENDSHIP_STATUSES);
export const coachingService = pgEnum("coaching_service", COACHING_SERVICES);
export const weightUnit = pgEnum("weight_unit", WEIGHT_UNITS);
export const pauseReason = pgEnum("pause_reason", PAUSE_REASONS);
export const notificationKind = pgEnum("notification_kind", BELL_KINDS);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    // The name's two skeletons (rules/auth/usernames.ts): names that look the same clash on
    // one of them. Null only until the start after migration 0010 fills them in (SQL
    // cannot compute them), and for an older member whose name looked like an earlier one's.
    usernameSkeletonLower: text("username_skeleton_lower"),
    usernameSkeletonUpper: text("username_skeleton_upper"),
    // Stored lower-cased so that uniqueness and sign-in ignore letter case.
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    avatar: text("avatar"),
    beforePhoto: text("before_photo"),
    afterPhoto: text("after_photo"),
    isAdmin: boolean("is_admin").notNull().default(false),
    membershipTier: membershipTier("membership_tier").notNull().default("free"),
    membershipExpiresAt: moment("membership_expires_at"),
    workoutsCompleted: integer("workouts_completed").notNull().default(0),
    currentStreak: integer("current_streak").notNull().default(0),
    totalMinutes: integer("total_minutes").notNull().default(0),
    totalXP: integer("total_xp").notNull().default(0),
    level: integer("level").notNull().default(1),
    lastLoginAt: moment("last_login_at"),
    lastWorkoutCompletedAt: moment("last_workout_completed_at"),
    // Set when a program-day workout is completed: the next program day opens at this instant.
    cooldownEndsAt: moment("cooldown_ends_at"),
    // How the member types and reads lifted weight; sets are stored in kilograms.
    weightUnit: weightUnit("weight_unit").notNull().default("kg"),
    // The national leaderboard treats a missing country as USA; never blank.
    country: text("country"),
    // IANA zone name: "today", streaks and cooldown follow the member's own calendar.
    timezone: text("timezone").notNull().default("UTC"),
    // Each habit's run of successful days ending on its last logged day (the last*Date
    // columns, the member's calendar days), and the longest run it ever had.
    daysWithoutSmoking: integer("days_without_smoking").notNull().default(0),
    daysWithoutDrinking: integer("days_without_drinking").notNull().default(0),
    daysWithoutSugar: integer("days_without_sugar").notNull().default(0),
    daysReading: integer("days_reading").notNull().default(0),
    lastSmokingDate: date("last_smoking_date"),
    lastDrinkingDate: date("last_drinking_date"),
    lastSugarDate: date("last_sugar_date"),
    lastReadingDate: date("last_reading_date"),
    bestDaysWithoutSmoking: integer("best_days_without_smoking").notNull().default(0),
    bestDaysWithoutDrinking: integer("best_days_without_drinking").notNull().default(0),
    bestDaysWithoutSugar: integer("best_days_without_sugar").notNull().default(0),
    bestDaysReading: integer("best_days_reading").notNull().default(0),
    // The member's recent and coming program pauses, first and last day only (a copy of
    // their program_pauses rows, written with them; rules/training/pause.ts,
    // pausesThatMatter): every read of a member applies the streak rules with them, with
    // no other query.
    pauses: jsonb("pauses").$type<PausedRange[]>().notNull().default(sql`'[]'::jsonb`),
    // Counts the writes to the member's own rows (their sessions and the sessions' bests,
    // achievements, program marks and pauses, e-books, habit logs and reminders): migration
    // 0016's and 0018's triggers add one with each, in the writing transaction, so a server
    // that kept rows read at one count knows, from the session's lookup, whether they still
    // stand (docs/performance.md, "A member's own rows kept").
    rowsVersion: bigint("rows_version", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("users_country_not_blank", sql`${t.country} is null or btrim(${t.country}) <> ''`),
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_username_skeleton_lower_key").on(t.usernameSkeletonLower),
    uniqueIndex("users_username_skeleton_upper_key").on(t.usernameSkeletonUpper),
    // The members whose skeletons the start still has to fill in, oldest first: after
    // migration 0010 everyone, then only the few whose names look like an earlier one's.
    index("users_skeleton_missing_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.usernameSkeletonLower} is null or ${t.usernameSkeletonUpper} is null`),
    // Friend search by the start of a username.
    index("users_username_prefix_idx").on(sql`lower(${t.username}) text_pattern_ops`),
    // The global and national boards, in their order (BOARD_COUNTS, rules/leaderboards/boards.ts;
    // the api's board-order test holds the migrations' indexes to it): the top 100 is the start
    // of the index, and a rank counts only the viewer's tie group here. Migration 0004 adds
    // INCLUDE (username, country), which drizzle cannot say: the count then reads the index
    // alone, not a table page per member of a big tie group (all-zero members).
    index("users_board_idx").on(...boardOrderKeys(t)),
    // The admin's member table: most recently active first, never signed in last. Both
    // columns run one way, so a page's cursor is a row comparison the index scans from.
    index("users_last_login_idx").on(t.lastLoginAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The premium members whose paid time ends within the current hour (memberTallies).
    index("users_premium_until_idx").on(t.membershipExpiresAt).where(sql`${t.membershipTier} = 'premium'`),
    index("users_national_board_idx").on(sql`coalesce(${t.country}, 'USA')`, ...boardOrderKeys(t)),
  ],
);

/** The member a row belongs to; it goes when the member goes. */
const ownerId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Lucia v3 session store; the id is the SHA-256 of the token the cookie carries. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * Sign-in attempts, kept in the database so throttling holds across server instances: each
 * is written before the password is checked, and stays only when it failed.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    clientAddress: text("client_address").notNull(),
    attemptedAt: moment("attempted_at").notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.attemptedAt),
    index("login_attempts_client_idx").on(t.clientAddress, t.attemptedAt),
  ],
);

/** New accounts per client address, counted before the password is hashed. */
export const registrationAttempts = pgTable(
  "registration_attempts",
  {
    id: serial("id").primaryKey(),
    clientAddress: text("client_address").notNull(),
    attemptedAt: moment("attempted_at").notNull().defaultNow(),
  },
  (t) => [index("registration_attempts_client_idx").on(t.clientAddress, t.attemptedAt)],
);

/**
 * A member's writes of one kind (a post, a like...) in one window of the write limits
 * (@wolfpack/rules/shared/write-limits), counted in the write's own transaction: one upsert, and
 * concurrent writes of the member queue on the row, so no more pass than the limit. The
 * hourly sweep removes the rows whose window has ended.
 */
export const writeCounts = pgTable(
  "write_counts",
  {
    userId: ownerId(),
    kind: text("kind").notNull(),
    windowSeconds: integer("window_seconds").notNull(),
    windowStart: moment("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.windowSeconds, t.windowStart] })],
);

export const workouts = pgTable(
  "workouts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    exercises: textList("exercises"),
    imageUrl: text("image_url"),
    // Position in the 100-day program; workouts outside the program have none.
    day: integer("day").unique(),
    muscleGroups: textList("muscle_groups"),
    equipmentNeeded: textList("equipment_needed"),
    videoUrl: text("video_url"),
    instructorNotes: text("instructor_notes"),
    isPremium: boolean("is_premium").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("workouts_day_range", sql`${t.day} between 1 and 100`),
    check("workouts_duration_positive", sql`${t.duration} > 0`),
  ],
);

export const exercises = pgTable("exercises", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description"),
  muscleGroups: textList("muscle_groups"),
  instructions: text("instructions"),
  tips: text("tips"),
  imageUrl: text("image_url"),
  videoUrl: text("video_url"),
  difficulty: text("difficulty"),
  equipment: text("equipment"),
  sets: integer("sets"),
  reps: text("reps"),
  createdAt: createdAt(),
});

/** Completed workout sessions. */
export const userWorkouts = pgTable(
  "user_workouts",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    workoutId: integer("workout_id")
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    completedAt: moment("completed_at").notNull().defaultNow(),
    // The member's calendar day at completion, so streaks never shift with the server's zone.
    localDate: date("local_date").notNull(),
    duration: integer("duration").notNull().default(0),
    caloriesBurned: integer("calories_burned").notNull().default(0),
    // The idempotency key of a completion queued on a phone (docs/rules.md, Offline sync).
    clientKey: uuid("client_key"),
  },
  (t) => [
    index("user_workouts_user_idx").on(t.userId, t.completedAt),
    // One session per key and member: a replay finds the first one, and two at once cannot both land.
    unique("user_workouts_client_key").on(t.userId, t.clientKey),
    // "Last time" for a workout: the member's latest session of it.
    index("user_workouts_user_workout_idx").on(t.userId, t.workoutId, t.completedAt),
  ],
);

/** The sets of a completed session, with what the member lifted when they logged it. */
export const workoutSets = pgTable(
  "workout_sets",
  {
    id: serial("id").primaryKey(),
    userWorkoutId: integer("user_workout_id")
      .notNull()
      .references(() => userWorkouts.id, { onDelete: "cascade" }),
    exerciseName: text("exercise_name").notNull(),
    setNumber: integer("set_number").notNull(),
    reps: integer("reps"),
    weightKg: numeric("weight_kg", { precision: 8, scale: 3, mode: "number" }),
  },
  (t) => [
    unique("workout_sets_session_set_key").on(t.userWorkoutId, t.exerciseName, t.setNumber),
    check("workout_sets_reps_range", sql`${t.reps} >= 0`),
    check("workout_sets_weight_range", sql`${t.weightKg} >= 0`),
  ],
);

/**
 * Each session's best estimated one-rep max of each exercise lifted with weight, in both
 * units (rules/training/charts.ts, `sessionOneRepMaxes`), written with its sets: the progress
 * chart reads a row per exercise and session rather than every set (docs/performance.md).
 */
export const sessionOneRepMaxes = pgTable(
  "session_one_rep_maxes",
  {
    userWorkoutId: integer("user_workout_id")
      .notNull()
      .references(() => userWorkouts.id, { onDelete: "cascade" }),
    exerciseName: text("exercise_name").notNull(),
    kg: integer("kg").notNull(),
    lb: integer("lb").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userWorkoutId, t.exerciseName] })],
);

/**
 * Program pauses (docs/rules.md, Pause): days of the member's own calendar, both ends included, on
 * which the streaks neither break nor grow. At most PAUSE_MAX_DAYS long; the budget and
 * "no overlap" are checked under the member's row lock (rules/training/pause.ts).
 */
export const programPauses = pgTable(
  "program_pauses",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    firstDay: date("first_day").notNull(),
    lastDay: date("last_day").notNull(),
    reason: pauseReason("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "program_pauses_days",
      sql`${t.firstDay} <= ${t.lastDay} and ${t.lastDay} - ${t.firstDay} < ${sql.raw(String(PAUSE_MAX_DAYS))}`,
    ),
    // A member's pauses from a day on: the budget's window, the current pause and the sweep.
    index("program_pauses_member_idx").on(t.userId, t.lastDay),
  ],
);

/** Program days a member marked done by hand on the 100-day screen, besides those trained. */
export const programDayMarks = pgTable(
  "program_day_marks",
  {
    userId: ownerId(),
    day: integer("day").notNull(),
    markedAt: moment("marked_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check("program_day_marks_day_range", sql`${t.day} between 1 and 100`),
  ],
);

export const gearProducts = pgTable("gear_products", {
  id: serial("id").primaryKey(),
  title: text("title").notNull().unique(),
  description: text("description"),
  category: text("category").notNull(),
  price: money("price").notNull(),
  originalPrice: money("original_price"),
  imageUrl: text("image_url"),
  affiliateUrl: text("affiliate_url").notNull(),
  featured: boolean("featured").notNull().default(false),
  createdAt: createdAt(),
});

export const ebooks = pgTable("ebooks", {
  id: serial("id").primaryKey(),
  title: text("title").notNull().unique(),
  description: text("description"),
  author: text("author"),
  price: money("price").notNull().default(0),
  coverUrl: text("cover_url"),
  /**
   * The e-book's file: its name in the server's e-book folder (EBOOK_DIR), never an address.
   * Members get it only through GET /api/ebooks/{id}/download, which checks they may read it.
   * Rows seeded before the files left the public web app hold `/downloads/<name>`: the last
   * part is the name. The column keeps its old name, so no migration is needed.
   */
  file: text("download_url"),
  featured: boolean("featured").notNull().default(false),
  createdAt: createdAt(),
});

export const userEbooks = pgTable(
  "user_ebooks",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    ebookId: integer("ebook_id")
      .notNull()
      .references(() => ebooks.id, { onDelete: "cascade" }),
    progress: integer("progress").notNull().default(0),
    purchasedAt: moment("purchased_at").notNull().defaultNow(),
    /**
     * What the member paid when they bought it (0 for a free e-book). Null when the entry
     * came with premium (a premium member started reading): it is theirs only while premium lasts.
     */
    paidPrice: money("paid_price"),
  },
  (t) => [
    unique("user_ebooks_user_ebook_key").on(t.userId, t.ebookId),
    check("user_ebooks_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);

export const achievements = pgTable("achievements", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  tier: achievementTier("tier").notNull().default("bronze"),
  xpValue: integer("xp_value").notNull().default(0),
  category: text("category"),
  triggerType: achievementTrigger("trigger_type"),
  triggerValue: integer("trigger_value"),
  icon: text("icon"),
  createdAt: createdAt(),
});

export const userAchievements = pgTable(
  "user_achievements",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    achievementId: text("achievement_id")
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    unlockedAt: moment("unlocked_at"),
    progress: integer("progress").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique("user_achievements_user_achievement_key").on(t.userId, t.achievementId)],
);

export const premiumMessages = pgTable(
  "premium_messages",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    serviceType: coachingService("service_type").notNull(),
    message: text("message").notNull(),
    userPhone: text("user_phone"),
    status: text("status").notNull().default("sent"),
    price: text("price"),
    createdAt: createdAt(),
    respondedAt: moment("responded_at"),
  },
  // A member's messages, newest first, a page at a time.
  (t) => [index("premium_messages_user_idx").on(t.userId, t.id)],
);

export const habitLogs = pgTable(
  "habit_logs",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    habitType: habitType("habit_type").notNull(),
    // The member's local calendar day.
    date: date("date").notNull(),
    completed: boolean("completed").notNull().default(false),
    notes: text("notes"),
    createdAt: createdAt(),
    // The idempotency key of a log queued on a phone (docs/rules.md, Offline sync).
    clientKey: uuid("client_key"),
  },
  (t) => [
    unique("habit_logs_user_habit_date_key").on(t.userId, t.habitType, t.date),
    unique("habit_logs_client_key").on(t.userId, t.clientKey),
  ],
);

export const habitReminders = pgTable(
  "habit_reminders",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    habitType: habitType("habit_type").notNull(),
    reminderTime: text("reminder_time").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    streakAlerts: boolean("streak_alerts").notNull().default(true),
    lastSent: moment("last_sent"),
    /**
     * When it next comes due, in the member's zone (nextReminderDue, rules/habits/reminders.ts);
     * null until the push sender first schedules it. Whichever instance claims it first sends it (docs/push.md).
     */
    nextDue: moment("next_due"),
    createdAt: createdAt(),
  },
  (t) => [
    index("habit_reminders_user_idx").on(t.userId),
    index("habit_reminders_next_due_idx").on(t.nextDue).where(sql`${t.enabled}`),
    check("habit_reminders_time_format", sql`${t.reminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** A device a member gets web pushes on (docs/push.md): the browser's subscription, and which kinds it takes. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    deviceLabel: text("device_label").notNull(),
    reminders: boolean("reminders").notNull().default(true),
    milestones: boolean("milestones").notNull().default(true),
    pack: boolean("pack").notNull().default(true),
    coach: boolean("coach").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * A push waiting to reach one device: written in the transaction that claims what it is
 * for, deleted once the push service takes it, tried again later when it fails
 * (docs/push.md). `nextAttemptAt` is also the lease of the instance sending it.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    /** After this it is no news any more (a reminder's day is over): dropped, not sent. */
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_deliveries_next_attempt_idx").on(t.nextAttemptAt)],
);

/** The server's VAPID key pair when the environment sets none: one row, made by the first instance (docs/push.md). */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("push_vapid_keys_one_row", sql`${t.id} = 1`)],
);

export const communityPosts = pgTable(
  "community_posts",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    type: postType("type").notNull().default("general"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    workoutId: integer("workout_id").references(() => workouts.id, { onDelete: "set null" }),
    imageUrl: text("image_url"),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("community_posts_created_idx").on(t.createdAt), index("community_posts_user_idx").on(t.userId)],
);

export const friendships = pgTable(
  "friendships",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    friendId: uuid("friend_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: friendshipStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    acceptedAt: moment("accepted_at"),
  },
  (t) => [
    unique("friendships_pair_key").on(t.userId, t.friendId),
    // One friendship per pair whichever of the two asked: two crossing requests cannot both land.
    uniqueIndex("friendships_either_way_key").on(
      sql`least(${t.userId}, ${t.friendId})`,
      sql`greatest(${t.userId}, ${t.friendId})`,
    ),
    index("friendships_friend_idx").on(t.friendId),
    check("friendships_not_self", sql`${t.userId} <> ${t.friendId}`),
  ],
);

export const postLikes = pgTable(
  "post_likes",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [unique("post_likes_post_user_key").on(t.postId, t.userId), index("post_likes_user_idx").on(t.userId)],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    userId: ownerId(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("post_comments_post_idx").on(t.postId, t.createdAt)],
);

export const groups = pgTable("groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  maxMembers: integer("max_members").notNull().default(10),
  description: text("description"),
  createdAt: createdAt(),
});

export const groupMemberships = pgTable(
  "group_memberships",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: ownerId(),
    joinedAt: moment("joined_at").notNull().defaultNow(),
  },
  (t) => [
    unique("group_memberships_group_user_key").on(t.groupId, t.userId),
    index("group_memberships_user_idx").on(t.userId),
  ],
);

/**
 * How many members stand at each place of the global board ('' here) and of each
 * country's, so a member's rank is a sum over a few hundred rows instead of a count over
 * every member ranked above them. Three levels (see packages/api/src/leaderboards/ranks.ts):
 * 1 by streak; 2 by streak and workouts; 3 by streak, workouts, minutes and the first two
 * characters of the tie-break key. Unused parts of a level's key are -1 or ''.
 */
export const boardTallies = pgTable(
  "board_tallies",
  {
    board: text("board").notNull(),
    level: integer("level").notNull(),
    streak: integer("streak").notNull(),
    workouts: integer("workouts").notNull(),
    minutes: integer("minutes").notNull(),
    prefix: text("prefix").notNull(),
    members: integer("members").notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.level, t.streak, t.workouts, t.minutes, t.prefix] })],
);

/**
 * Each move of a member on the boards, written by triggers on users (migration 0005) as a
 * -1 at the old place and a +1 at the new one: inserts that never wait on one another. A
 * rank adds those not yet folded into board_tallies, which happens every few seconds.
 */
export const boardTallyChanges = pgTable(
  "board_tally_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    board: text("board").notNull(),
    streak: integer("streak").notNull(),
    workouts: integer("workouts").notNull(),
    minutes: integer("minutes").notNull(),
    prefix: text("prefix").notNull(),
    delta: integer("delta").notNull(),
  },
  (t) => [index("board_tally_changes_place_idx").on(t.board, t.streak, t.workouts, t.minutes, t.prefix)],
);

/**
 * The coach's overview figures as they stand, so the dashboard never counts a million
 * members (packages/api/src/admin/tallies.ts). Three kinds, each member counted once per kind:
 * - 'members' at hour -infinity: members, and their workouts and minutes;
 * - 'last_sign_in' at the UTC hour of each member's last sign-in (never: not counted);
 * - 'premium_until' at the UTC hour a premium member's paid time ends (infinity: no end).
 * A figure "since T" is the tallies of the hours after T's hour plus the members of T's own
 * hour, counted by index.
 */
export const memberTallies = pgTable(
  "member_tallies",
  {
    kind: text("kind").notNull(),
    hour: moment("hour").notNull(),
    members: bigint("members", { mode: "number" }).notNull(),
    workouts: bigint("workouts", { mode: "number" }).notNull(),
    minutes: bigint("minutes", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hour] })],
);

/**
 * Each change to memberTallies, written by triggers on users (migration 0008): inserts that
 * never wait on one another, as boardTallyChanges. A figure adds those not yet folded in.
 */
export const memberTallyChanges = pgTable(
  "member_tally_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    hour: moment("hour").notNull(),
    members: integer("members").notNull(),
    workouts: integer("workouts").notNull(),
    minutes: integer("minutes").notNull(),
  },
  (t) => [index("member_tally_changes_kind_hour_idx").on(t.kind, t.hour)],
);

/** Small key/value facts about the database itself, such as which demo seed it holds. */
/**
 * The conversation under a member's coaching message: the coach's answers and the member's
 * words back, oldest first. Read only by the member, the coach and admins (docs/rules.md, Coaching).
 */
export const coachingReplies = pgTable(
  "coaching_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => premiumMessages.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Written by the coach (an admin) rather than the member. */
    fromCoach: boolean("from_coach").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coaching_replies_message_idx").on(t.messageId, t.id)],
);

/**
 * The bell (docs/push.md, The bell): what happened while the member was away, one row per
 * event, but one per post for its likes (the latest liker and how many others).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    kind: notificationKind("kind").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    /** Likes: the members besides the actor who liked the post. */
    others: integer("others").notNull().default(0),
    postId: integer("post_id").references(() => communityPosts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => postComments.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => premiumMessages.id, { onDelete: "cascade" }),
    habitType: habitType("habit_type"),
    days: integer("days"),
    readAt: moment("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // The bell's list, newest first; a liked post's line moves up with a new id.
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_post_likes_key").on(t.userId, t.postId).where(sql`${t.kind} = 'like'`),
  ],
);

// Counts the writes to what members see of each other (the feed, the boards, the pack:
// posts, likes, friendships, groups, and members' names, pictures, countries and counts),
// so a server that kept such rows knows, from the session's lookup, whether they still
// stand (docs/performance.md, "Rows the pack writes, kept"). Migration 0017's triggers add
// one to one slot with each writing transaction, at its commit; the count is the slots'
// sum. Slots, so that writers do not all wait on one row.
export const packVersions = pgTable("pack_versions", {
  slot: smallint("slot").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

// Counts the writes to the catalogues (workouts and their exercises, gear, e-books,
// achievements), which no procedure writes but the seed and a coach in SQL may: migration
// 0019's triggers add one with each writing transaction, at its commit. A server keeps
// catalogues and answers made of them while the count it read with them stands
// (docs/performance.md, "Answers kept until something changes"). One row: such writes are rare.
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_version_one_row", sql`${t.id} = 1`)],
);

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Workout = typeof workouts.$inferSelect;
export type { HabitType } from "@wolfpack/rules/habits/habits";
export type { MembershipTier } from "@wolfpack/rules/membership/membership";
