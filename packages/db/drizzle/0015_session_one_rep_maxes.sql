CREATE TABLE "session_one_rep_maxes" (
	"user_workout_id" integer NOT NULL,
	"exercise_name" text NOT NULL,
	"kg" integer NOT NULL,
	"lb" integer NOT NULL,
	CONSTRAINT "session_one_rep_maxes_user_workout_id_exercise_name_pk" PRIMARY KEY("user_workout_id","exercise_name")
);
--> statement-breakpoint
ALTER TABLE "session_one_rep_maxes" ADD CONSTRAINT "session_one_rep_maxes_user_workout_id_user_workouts_id_fk" FOREIGN KEY ("user_workout_id") REFERENCES "public"."user_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: each session's best estimated one-rep max of each exercise, from the sets
-- logged before this table (rules/training/charts.ts, sessionOneRepMaxes): sets of 1 to 20
-- reps with weight, the weight to a tenth in each unit, then weight x (1 + reps / 30) to
-- the unit. In doubles as the rule computes, with Math.round as floor(x) plus one where
-- x - floor(x) >= 0.5 (floor(x + 0.5) rounds 0.49999999999999994 up);
-- packages/db/test/session-one-rep-maxes.test.ts checks this statement against the rule.
INSERT INTO "session_one_rep_maxes" ("user_workout_id", "exercise_name", "kg", "lb")
SELECT s."user_workout_id", s."exercise_name", max(best."kg"), max(best."lb")
FROM "workout_sets" s,
  LATERAL (SELECT s."weight_kg"::float8 * 10 AS "kg", s."weight_kg"::float8 / 0.45359237::float8 * 10 AS "lb") tenths,
  LATERAL (SELECT
    (floor(tenths."kg") + (tenths."kg" - floor(tenths."kg") >= 0.5)::int) / 10 * (1 + s."reps"::float8 / 30) AS "kg",
    (floor(tenths."lb") + (tenths."lb" - floor(tenths."lb") >= 0.5)::int) / 10 * (1 + s."reps"::float8 / 30) AS "lb"
  ) estimate,
  LATERAL (SELECT
    (floor(estimate."kg") + (estimate."kg" - floor(estimate."kg") >= 0.5)::int)::integer AS "kg",
    (floor(estimate."lb") + (estimate."lb" - floor(estimate."lb") >= 0.5)::int)::integer AS "lb"
  ) best
WHERE s."weight_kg" > 0 AND s."reps" BETWEEN 1 AND 20
GROUP BY s."user_workout_id", s."exercise_name";
-- End of hand-written.
