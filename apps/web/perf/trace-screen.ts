/**
 * Where a screen's main thread goes once it has painted, task by task: the figures behind
 * measure-phone's total blocking time, without Lighthouse's simulation. Each run loads the
 * screen cold (no HTTP cache, no service worker) on Lighthouse's phone (412 x 823 px), as the
 * demo member (/login as a visitor), records Chromium's trace and a CPU profile, and prints every task after
 * the first contentful paint that Lighthouse would count as blocking: longer than 50 ms
 * once its 4x slowdown is applied (12.5 ms here at --cpu 1, as Lighthouse observes).
 *
 *   pnpm trace:screen /progress                  build, 3 runs, the long tasks of each
 *   pnpm trace:screen /habits --runs 5 --no-build
 *   pnpm trace:screen /login --dist <folder>     another build; with source maps
 *                                                (vite build --sourcemap) functions are named
 *   pnpm trace:screen / --cpu 4                  run the page 4x slower (no simulation)
 *   TRACE_DUMP=<file> pnpm trace:screen /habits  also keep the last run's trace, for DevTools' Performance panel
 *
 * A benchmark's helper, not a test. docs/performance.md tells how the figures were used.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
import { flag, option, positional } from "./args.ts";
import { buildWebApp, CHROMIUM, CHROMIUM_ARGS, signInAsDemo, startServer } from "./server.ts";
import { printTable } from "./table.ts";

const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const SCREEN = positional("/") ?? "/";
const RUNS = Math.max(1, Number(option("--runs")) || 3);
const CPU = Math.max(1, Number(option("--cpu")) || 1);
const BUILD = !flag("--no-build") && !option("--dist");
const DIST = resolve(option("--dist") ?? join(WEB_DIR, "dist"));

/** Lighthouse's mobile run slows the CPU 4x in its simulation and counts what passes 50 ms. */
const SIMULATED_SLOWDOWN = 4 / CPU;
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      frame?: string;
      reason?: string;
      nodeName?: string;
      extraData?: string;
    };
  };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Task {
  startMs: number;
  ms: number;
  /** The kinds of work inside the task (self time), largest first. */
  kinds: string;
  /** The functions that ran longest in it (self time), from the CPU profile. */
  functions: string;
  /** Why the styles it recalculated were out of date (Chromium's invalidation tracking). */
  restyled: string;
}

/** The element and the change that made Chromium recalculate its style. */
function describeRestyle(event: TraceEvent) {
  const data = event.args?.data;
  return `${data?.reason ?? "?"}${data?.extraData ? ` ${data.extraData}` : ""} on ${data?.nodeName ?? "?"}`;
}

const chunkName = (url: string) => url.split("/").pop()?.split("?")[0] ?? url;

/** Names the work a trace event stands for, by kind, with its script where it has one. */
function kindOf(event: TraceEvent): string {
  const url = event.args?.data?.url;
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
    case "v8.evaluateModule":
      return url ? `script ${chunkName(url)}` : "script";
    case "FunctionCall":
    case "v8.callFunction":
    case "TimerFire":
    case "FireAnimationFrame":
    case "EventDispatch":
    case "HandlePostMessage":
    case "RunMicrotasks":
    case "V8.Execute":
      return "script";
    case "Layout":
      return "layout";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
    case "ParseAuthorStyleSheet":
      return "style";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
    case "CompositeLayers":
      return "paint";
    case "ParseHTML":
      return "parse HTML";
    case "MinorGC":
    case "MajorGC":
    case "V8.GC_SCAVENGER":
    case "V8.GC_MARK_COMPACTOR":
      return "garbage collection";
    default:
      return "other";
  }
}

/** Maps a built script's position to its source, where the build carries source maps. */
function sourceNamer(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (url: string, line: number, column: number, name: string) => {
    const file = new URL(url).pathname;
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), "utf8"))));
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    const original = map?.originalPositionFor({ line: line + 1, column });
    if (!original?.source) return `${name || "(anonymous)"} ${chunkName(url)}`;
    const source = relative(REPO_ROOT, resolve(dist, "assets", original.source))
      .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, "")
      .replace(/^apps\/web\//, "");
    return `${original.name ?? name ?? "(anonymous)"} ${source}:${original.line}`;
  };
}

async function traceOnce(context: BrowserContext, url: string, nameSource: ReturnType<typeof sourceNamer>) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  const browser = context.browser();
  if (!browser) throw new Error("no browser");
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "loading",
      "blink.user_timing",
      "disabled-by-default-devtools.timeline.invalidationTracking",
    ],
  });
  await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
  // The tasks that follow the last response: the charts' and the takeover's late work.
  await page.waitForTimeout(2000);
  const raw = (await browser.stopTracing()).toString("utf8");
  if (process.env.TRACE_DUMP) writeFileSync(process.env.TRACE_DUMP, raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
  await page.close();

  const events = trace.traceEvents;
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data);
  if (!fcp || !navigation) throw new Error("the trace has no first contentful paint");
  const main = { pid: fcp.pid, tid: fcp.tid };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X");
  const invalidations = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.name === "StyleRecalcInvalidationTracking",
  );
  const tasks = onMain.filter((event) => event.name === "RunTask" && event.ts >= fcp.ts);
  const long = tasks.filter((task) => (task.dur ?? 0) / 1000 > BLOCKING_MS / SIMULATED_SLOWDOWN);

  // Each sample's time, for the functions that ran inside a task.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleTimes: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    sampleTimes.push(time);
  }

  const rows: Task[] = long.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    // Each event's own time: its length less its children's (events nest, sorted by start).
    const selfByKind = new Map<string, number>();
    const open: { end: number; kind: string; self: number }[] = [];
    const close = (frame: { kind: string; self: number }) =>
      selfByKind.set(frame.kind, (selfByKind.get(frame.kind) ?? 0) + Math.max(0, frame.self) / 1000);
    for (const event of inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
      while ((open.at(-1)?.end ?? Number.POSITIVE_INFINITY) <= event.ts) {
        const done = open.pop();
        if (done) close(done);
      }
      const parent = open.at(-1);
      if (parent) parent.self -= event.dur ?? 0;
      open.push({ end: event.ts + (event.dur ?? 0), kind: kindOf(event), self: event.dur ?? 0 });
    }
    for (const frame of open) close(frame);
    const restyles = invalidations.filter((event) => event.ts >= task.ts && event.ts < end);
    const byFunction = new Map<string, number>();
    sampleTimes.forEach((at, index) => {
      if (at < task.ts || at >= end) return;
      const frame = nodes.get(profile.samples[index] ?? -1)?.callFrame;
      if (!frame?.url) return;
      const name = nameSource(frame.url, frame.lineNumber, frame.columnNumber, frame.functionName);
      byFunction.set(name, (byFunction.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    });
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", ");
    return {
      startMs: (task.ts - navigation.ts) / 1000,
      ms: (task.dur ?? 0) / 1000,
      kinds: top(selfByKind, 4),
      functions: top(byFunction, 4),
      restyled: [...new Set(restyles.map(describeRestyle))].slice(0, 3).join("; "),
    };
  });
  const blocking = rows.reduce((sum, row) => sum + Math.max(0, row.ms * SIMULATED_SLOWDOWN - BLOCKING_MS), 0);
  return { fcpMs: (fcp.ts - navigation.ts) / 1000, rows, blocking };
}

async function main() {
  if (BUILD) buildWebApp();
  const server = await startServer(DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const phone = {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    };
    const signing = await browser.newContext(phone);
    await signInAsDemo(await signing.newPage(), server.baseURL);
    const storageState = await signing.storageState();
    await signing.close();

    const nameSource = sourceNamer(DIST);
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({
        ...phone,
        storageState: SCREEN === "/login" ? undefined : storageState,
        serviceWorkers: "block",
      });
      const { fcpMs, rows, blocking } = await traceOnce(context, `${server.baseURL}${SCREEN}`, nameSource);
      await context.close();
      console.log(
        `\n${SCREEN}, run ${run} (CPU ${CPU}x): first contentful paint ${fcpMs.toFixed(0)} ms; ` +
          `${rows.length} long tasks, about ${blocking.toFixed(0)} ms blocking as Lighthouse counts it (4x)`,
      );
      printTable(
        ["at ms", "ms", "work (self ms)", "functions (self ms)", "restyled because"],
        rows.map((row) => [row.startMs.toFixed(0), row.ms.toFixed(1), row.kinds, row.functions, row.restyled]),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
