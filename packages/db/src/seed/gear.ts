/** Affiliate gear for the PACK GEAR shop. Images ship in apps/web/public/images/gear. */

export interface GearSeed {
  title: string;
  description: string;
  category: "Apparel" | "Equipment" | "Supplements" | "Accessories";
  price: number;
  originalPrice: number | null;
  imageUrl: string;
  affiliateUrl: string;
  featured: boolean;
}

const search = (q: string) => `https://www.amazon.com/s?k=${encodeURIComponent(q)}`;

export const gearCatalogue: GearSeed[] = [
  {
    title: "Alpha Adjustable Dumbbells",
    description:
      "A pair of quick-change dumbbells from 5 to 52.5 lb: a full rack for the home gym in the footprint of two bricks.",
    category: "Equipment",
    price: 299.99,
    originalPrice: 429.99,
    imageUrl: "/images/gear/dumbbells.svg",
    affiliateUrl: search("adjustable dumbbells 52.5 lb pair"),
    featured: true,
  },
  {
    title: "Pack Resistance Band Set",
    description:
      "Five colour-coded loop bands from light to extra heavy for warm-ups, assisted pull-ups and face pulls anywhere.",
    category: "Equipment",
    price: 29.99,
    originalPrice: 39.99,
    imageUrl: "/images/gear/bands.svg",
    affiliateUrl: search("resistance loop bands set pull up assist"),
    featured: false,
  },
  {
    title: "Wolfpack Performance Tee",
    description: "Lightweight, quick-dry training tee with an athletic cut that moves with you from squats to sprints.",
    category: "Apparel",
    price: 34.99,
    originalPrice: null,
    imageUrl: "/images/gear/tee.svg",
    affiliateUrl: search("quick dry athletic training t-shirt men women"),
    featured: true,
  },
  {
    title: "Apex Training Shorts",
    description: "Four-way stretch shorts with zip pockets and a 7-inch inseam, built for leg day and hill sprints.",
    category: "Apparel",
    price: 39.99,
    originalPrice: 49.99,
    imageUrl: "/images/gear/shorts.svg",
    affiliateUrl: search("training shorts zip pocket 7 inch"),
    featured: false,
  },
  {
    title: "Grass-Fed Whey Protein",
    description:
      "Unflavoured grass-fed whey isolate, 25 g of protein per scoop, to hit your daily target without the guesswork.",
    category: "Supplements",
    price: 54.99,
    originalPrice: 64.99,
    imageUrl: "/images/gear/protein.svg",
    affiliateUrl: search("grass fed whey protein isolate unflavored"),
    featured: true,
  },
  {
    title: "Creatine Monohydrate",
    description: "Pure micronised creatine monohydrate, 5 g a day: the most studied supplement for strength and power.",
    category: "Supplements",
    price: 24.99,
    originalPrice: null,
    imageUrl: "/images/gear/creatine.svg",
    affiliateUrl: search("creatine monohydrate micronized unflavored"),
    featured: false,
  },
  {
    title: "Speed Jump Rope",
    description: "Ball-bearing speed rope with an adjustable steel cable, fast enough for double-unders.",
    category: "Accessories",
    price: 19.99,
    originalPrice: 24.99,
    imageUrl: "/images/gear/jump-rope.svg",
    affiliateUrl: search("speed jump rope ball bearing adjustable"),
    featured: false,
  },
  {
    title: "Steel Shaker Bottle",
    description: "Insulated 24 oz stainless shaker that keeps your shake cold and never holds on to the smell.",
    category: "Accessories",
    price: 27.99,
    originalPrice: null,
    imageUrl: "/images/gear/shaker.svg",
    affiliateUrl: search("stainless steel insulated shaker bottle 24 oz"),
    featured: false,
  },
];
