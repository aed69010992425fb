import { MantineProvider } from "@mantine/core";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AppLinkProps } from "./components/AppLink.tsx";
import { CoachCard } from "./components/CoachCard.tsx";
import { DEFAULT_EBOOK_COVER, EbookFeatureCard } from "./components/EbookFeatureCard.tsx";
import { DEFAULT_GEAR_IMAGE, GearCard } from "./components/GearCard.tsx";
import {
  DEFAULT_WORKOUT_IMAGE,
  WorkoutCard,
  type WorkoutCardData,
  workoutImageSrc,
  workoutPath,
} from "./components/WorkoutCard.tsx";
import { wolfTheme } from "./theme.ts";

const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MantineProvider, { theme: wolfTheme, forceColorScheme: "dark" }, element));

/** Stands in for the router's link. */
const RouterLink = ({ to, ...props }: AppLinkProps) => createElement("a", { ...props, href: `#router${to}` });

const workout: WorkoutCardData = {
  id: 7,
  title: "Iron Pack: Build",
  category: "Strength",
  duration: 35,
  exercises: ["Squat", "Press", "Row"],
  imageUrl: "/images/workouts/strength.svg",
  day: 3,
  locked: false,
};

describe("WorkoutCard", () => {
  it("shows an open workout with VIEW to its page", () => {
    const html = render(createElement(WorkoutCard, { workout }));
    expect(html).toContain("Iron Pack: Build");
    expect(html).toContain("Day 3");
    expect(html).toContain("35 min");
    expect(html).toContain("3 exercises");
    expect(html).toContain('href="/workout/7"');
    expect(html).toContain(">VIEW<");
    expect(html).not.toContain("PREMIUM");
  });

  it("shows a locked workout dimmed under PREMIUM with UNLOCK to premium coaching", () => {
    const html = render(createElement(WorkoutCard, { workout: { ...workout, locked: true } }));
    expect(html).toContain("PREMIUM");
    expect(html).toContain("data-locked");
    expect(html).toContain('href="/premium-coaching"');
    expect(html).toContain(">UNLOCK<");
    expect(html).not.toContain("/workout/7");
  });

  it("has no day label without a program day, and the default picture without one", () => {
    const html = render(createElement(WorkoutCard, { workout: { ...workout, day: null, imageUrl: null } }));
    expect(html).not.toContain("Day ");
    expect(html).toContain(`src="${DEFAULT_WORKOUT_IMAGE}"`);
    expect(workoutImageSrc(null)).toBe(DEFAULT_WORKOUT_IMAGE);
    expect(workoutImageSrc("")).toBe(DEFAULT_WORKOUT_IMAGE);
    expect(workoutImageSrc("/x.svg")).toBe("/x.svg");
    expect(workoutPath(12)).toBe("/workout/12");
  });

  it("links through the app's link component when given one", () => {
    const html = render(createElement(WorkoutCard, { workout, linkComponent: RouterLink }));
    expect(html).toContain('href="#router/workout/7"');
  });
});

describe("CoachCard", () => {
  it("has three variants", () => {
    for (const variant of ["profile", "workout", "testimonial"] as const) {
      const html = render(createElement(CoachCard, { variant, name: "Coach Wolf", role: "Head Coach", text: "Hunt." }));
      expect(html).toContain(`data-variant="${variant}"`);
      expect(html).toContain("Coach Wolf");
      expect(html).toContain("/images/coach.svg");
    }
    expect(render(createElement(CoachCard, { variant: "testimonial", name: "C", role: "R", text: "Q" }))).toContain(
      "<blockquote",
    );
  });
});

describe("GearCard", () => {
  const gear = {
    title: "Pack Bands",
    description: "Five bands.",
    category: "Equipment",
    price: 29.99,
    originalPrice: 39.99,
    imageUrl: null,
    affiliateUrl: "https://shop.example/bands",
    featured: true,
  };

  it("shows the price, the old price struck through, the badges and BUY NOW in a new tab", () => {
    const html = render(createElement(GearCard, { gear }));
    expect(html).toContain("$29.99");
    expect(html).toMatch(/<s [^>]*>.*\$39\.99<\/s>/);
    expect(html).toContain("FEATURED");
    expect(html).toContain("Equipment");
    expect(html).toContain(`src="${DEFAULT_GEAR_IMAGE}"`);
    expect(html).toContain('href="https://shop.example/bands"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener"');
    expect(html).toContain("BUY NOW");
  });

  it("has no old price or FEATURED when there is none", () => {
    const html = render(createElement(GearCard, { gear: { ...gear, originalPrice: null, featured: false } }));
    expect(html).not.toContain("<s ");
    expect(html).not.toContain("FEATURED");
  });
});

describe("EbookFeatureCard", () => {
  it("shows BESTSELLER, the title, the author and the price", () => {
    const html = render(
      createElement(EbookFeatureCard, {
        ebook: { title: "Iron Mind", description: "Habits.", author: "Coach Wolf", price: 19, coverUrl: null },
      }),
    );
    expect(html).toContain("BESTSELLER");
    expect(html).toContain("Iron Mind");
    expect(html).toContain("by Coach Wolf");
    expect(html).toContain("$19");
    expect(html).toContain(`src="${DEFAULT_EBOOK_COVER}"`);
  });
});
