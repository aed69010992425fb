import { TRPCError } from "@trpc/server";
import { eq, schema, usernameColumns } from "@wolfpack/db";
import { profileInput } from "@wolfpack/rules/auth/inputs";
import { keptOrChosenPicture, PICTURE_FIELDS, type PictureField } from "@wolfpack/rules/auth/pictures";
import { emailChangeRetryMessage } from "@wolfpack/rules/auth/throttle";
import { weightUnitInput } from "@wolfpack/rules/training/inputs";
import { rescheduleReminders } from "../notifications/schedule.ts";
import { type PublicMember, toPublicMember } from "../shared/members.ts";
import { protectedProcedure, router } from "../trpc.ts";
import { assertAvailable, assertNotReserved, conflictFromUniqueViolation, countEmailClaim } from "./accounts.ts";
import { removePictures } from "./pictures.ts";

const { users } = schema;

export const profileRouter = router({
  /**
   * The member's own name, e-mail, pictures, country and time zone; names and e-mails stay
   * unique. Uploaded pictures are stored before the change and deleted again when it fails;
   * pictures it drops are deleted once it is committed (only uploads: a web address or an
   * app image is never touched). The member's row is locked while the pictures are
   * compared, so two changes at once drop exactly the pictures they replaced.
   */
  update: protectedProcedure.input(profileInput).mutation(async ({ ctx, input }) => {
    assertNotReserved(input.username, { staff: ctx.member.isAdmin, currentUsername: ctx.member.username });
    if (input.email !== ctx.member.email) await countEmailClaim(ctx.db, ctx, emailChangeRetryMessage);
    await assertAvailable(ctx.db, input.username, input.email, ctx.member.id);
    const saved: string[] = [];
    let change: { member: PublicMember; dropped: string[] };
    try {
      const uploaded: Partial<Record<PictureField, string>> = {};
      for (const field of PICTURE_FIELDS) {
        const upload = input[`${field}Upload`];
        if (!upload) continue;
        const path = await ctx.pictures.save(upload);
        saved.push(path);
        uploaded[field] = path;
      }
      change = await ctx.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ avatar: users.avatar, beforePhoto: users.beforePhoto, afterPhoto: users.afterPhoto })
          .from(users)
          .where(eq(users.id, ctx.member.id))
          .for("update");
        if (!current) throw new TRPCError({ code: "NOT_FOUND", message: "Member not found." });
        const pictures = Object.fromEntries(
          PICTURE_FIELDS.map((field) => [field, uploaded[field] ?? keptOrChosenPicture(current[field], input[field])]),
        ) as Record<PictureField, string | null>;
        const [updated] = await tx
          .update(users)
          .set({
            ...usernameColumns(input.username),
            email: input.email,
            ...pictures,
            ...(input.country !== undefined ? { country: input.country } : {}),
            ...(input.timezone ? { timezone: input.timezone } : {}),
          })
          .where(eq(users.id, ctx.member.id))
          .returning();
        if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Member not found." });
        // A reminder rings at its time in the member's zone: a move reschedules them (docs/push.md).
        if (updated.timezone !== ctx.member.timezone) {
          await rescheduleReminders(tx, ctx.member.id, updated.timezone, new Date());
        }
        const kept = new Set(Object.values(pictures));
        const dropped = PICTURE_FIELDS.map((field) => current[field]).filter(
          (path): path is string => path !== null && !kept.has(path),
        );
        return { member: toPublicMember(updated), dropped };
      });
    } catch (error) {
      await removePictures(ctx.pictures, saved);
      conflictFromUniqueViolation(error);
    }
    await removePictures(ctx.pictures, change.dropped);
    return change.member;
  }),

  /** Whether the member logs lifted weight in kilograms or pounds. */
  setWeightUnit: protectedProcedure.input(weightUnitInput).mutation(async ({ ctx, input }) => {
    const [updated] = await ctx.db
      .update(schema.users)
      .set({ weightUnit: input.weightUnit })
      .where(eq(schema.users.id, ctx.member.id))
      .returning();
    if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Member not found." });
    return toPublicMember(updated);
  }),
});
