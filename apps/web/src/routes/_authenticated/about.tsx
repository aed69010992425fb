import { createFileRoute } from "@tanstack/react-router";
import { screenHead } from "../../lib/head.ts";
import { AboutPage } from "./-about/AboutPage.tsx";

export const Route = createFileRoute("/_authenticated/about")({
  head: screenHead("About the Coach"),
  // The coach's story ships with the app: nothing to load.
  component: AboutPage,
});
