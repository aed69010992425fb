/**
 * What the gear and e-book routes answer (/api/docs, Gear and e-books): the pack's
 * gear, the e-book shelf, and a member's library entries.
 */
import { z } from "zod";
import { instant, rowIdAnswer } from "../shared/answers.ts";

/** An amount of money, in the shop's currency. */
const price = z.number().min(0);

export const gearAnswer = z.array(
  z
    .object({
      id: rowIdAnswer,
      title: z.string(),
      description: z.string().nullable(),
      category: z.string(),
      price,
      originalPrice: price.nullable().meta({ description: "The price before a reduction, if there is one." }),
      imageUrl: z.string().nullable(),
      affiliateUrl: z.string(),
      featured: z.boolean(),
    })
    .meta({ description: "A piece of pack gear, sold through its affiliate link." }),
);

export const ebookShelfAnswer = z.array(
  z
    .object({
      id: rowIdAnswer,
      title: z.string(),
      description: z.string().nullable(),
      author: z.string().nullable(),
      price,
      coverUrl: z.string().nullable(),
      featured: z.boolean(),
      downloadUrl: z
        .string()
        .nullable()
        .meta({ description: "Where the member downloads it: only when they may read it, else null." }),
    })
    .meta({ description: "An e-book on the shelf." }),
);

export const ebookEntryAnswer = z
  .object({
    ebookId: rowIdAnswer,
    progress: z.number().int().min(0).max(100).meta({ description: "How far the member has read, a whole percent." }),
    purchasedAt: instant.meta({ description: "When it was bought, or first opened with premium." }),
    bought: z.boolean().meta({
      description: "Paid for (or taken free); false when it came with premium and opens only while that lasts.",
    }),
  })
  .meta({ id: "EbookEntry", description: "An e-book in a member's library." });

/** A member's library entries, most recently bought or opened first. */
export const ebookLibraryAnswer = z.array(ebookEntryAnswer);
