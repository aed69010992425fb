/**
 * E-books. Covers ship in apps/web/public/images/ebooks; each file is a short one-page
 * sample PDF in apps/server/ebooks, which the server sends only to members who may read it.
 */

export interface EbookSeed {
  title: string;
  description: string;
  author: string;
  price: number;
  coverUrl: string;
  /** The PDF's name in apps/server/ebooks (the server's e-book folder). */
  file: string;
  featured: boolean;
}

export const ebookCatalogue: EbookSeed[] = [
  {
    title: "Unleash the Wolf: The 100-Day Blueprint",
    description:
      "The complete playbook behind the program: all six phases explained, how to progress each week, and the mindset that took the coach from 230 lb to 165 lb.",
    author: "Coach Wolf",
    price: 29.99,
    coverUrl: "/images/ebooks/unleash-the-wolf.svg",
    file: "unleash-the-wolf.pdf",
    featured: true,
  },
  {
    title: "Fuel the Pack: Nutrition for Fat Loss and Muscle",
    description:
      "Macros without the maths headache: simple plate rules, 40 high-protein recipes and a shopping list for every budget.",
    author: "Coach Wolf",
    price: 19.99,
    coverUrl: "/images/ebooks/fuel-the-pack.svg",
    file: "fuel-the-pack.pdf",
    featured: false,
  },
  {
    title: "Iron Mind: Habits of the Apex",
    description:
      "How to quit smoking, cut the drinking and sugar, and read every day: the habit system behind the pack's biggest transformations.",
    author: "Coach Wolf",
    price: 14.99,
    coverUrl: "/images/ebooks/iron-mind.svg",
    file: "iron-mind.pdf",
    featured: false,
  },
  {
    title: "Mobility for the Hunt",
    description:
      "Fifteen minutes a day to move without pain: follow-along flows for hips, shoulders and spine for lifters and runners.",
    author: "Coach Wolf & Dr. Maya Hart",
    price: 12.99,
    coverUrl: "/images/ebooks/mobility-for-the-hunt.svg",
    file: "mobility-for-the-hunt.pdf",
    featured: false,
  },
  {
    title: "The Pack Starter Guide",
    description:
      "Free for every member: how the app works, how to pick your starting weights, and your first week step by step.",
    author: "WOLFPACK Coaching Team",
    price: 0,
    coverUrl: "/images/ebooks/pack-starter-guide.svg",
    file: "pack-starter-guide.pdf",
    featured: false,
  },
];
