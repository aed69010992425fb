/** The product's name, the end of every tab title. */
export const PRODUCT_NAME = "WOLFPACK";

/** A screen's tab title in the product's words: 'Workouts · WOLFPACK'. */
export function documentTitle(screen?: string): string {
  const name = screen?.trim();
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * A route's `head` that names the screen: `head: screenHead("Workouts")`. The router
 * works it out once the route's loader has answered (a later screen may name itself after
 * its data: `head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData.title) }] })`).
 */
export function screenHead(screen: string) {
  const title = documentTitle(screen);
  return () => ({ meta: [{ title }] });
}

/** What the router keeps of a route's head, per matched route (top first). */
interface MatchHead {
  meta?: ReadonlyArray<{ title?: string } | undefined>;
}

/** The title the deepest matched route names, or undefined while none has (a screen still loading). */
export function titleOfMatches(matches: ReadonlyArray<MatchHead>): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = matches[index]?.meta?.find((tag) => tag?.title)?.title;
    if (title) return title;
  }
  return undefined;
}
