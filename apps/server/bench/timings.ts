/**
 * What the in-process benchmarks (bench:leaderboards, bench:admin) share: timing a step,
 * the figures of many timed calls, and their table.
 */

export interface Figures {
  calls: number;
  mean: number;
  p50: number;
  p95: number;
  max: number;
}

/** A measurement's line of the table; `targetMs` is a p95. */
export interface Result {
  name: string;
  figures: Figures;
  targetMs?: number;
}

export async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { calls: sorted.length, mean, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/** Whether a result met its target (no target: nothing to miss). */
export function missedTarget({ figures: f, targetMs }: Result): boolean {
  return targetMs !== undefined && f.p95 > targetMs;
}

/** The results as an aligned table, under the given heading lines. */
export function resultTable(heading: string[], results: Result[]): string {
  const ms = (value: number) => value.toFixed(2);
  const table = [
    ["measurement", "calls", "mean ms", "p50 ms", "p95 ms", "max ms", "target", "verdict"],
    ...results.map((result) => [
      result.name,
      String(result.figures.calls),
      ms(result.figures.mean),
      ms(result.figures.p50),
      ms(result.figures.p95),
      ms(result.figures.max),
      result.targetMs === undefined ? "" : `p95 ≤ ${result.targetMs}`,
      result.targetMs === undefined ? "" : missedTarget(result) ? "MISSED" : "pass",
    ]),
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)));
  return [
    "",
    ...heading,
    "",
    ...table.map(
      (row, index) => line(row).join("  ") + (index === 0 ? `\n${widths.map((w) => "-".repeat(w)).join("  ")}` : ""),
    ),
  ].join("\n");
}

/** One timed call: what it asks for, and what is wrong with its answer (null when right). */
export interface CheckedCall<T> {
  run: () => Promise<T>;
  check: (answer: T) => string | null;
}

/** Every answer a benchmark checked, and the wrong ones. */
export class Answers {
  private checked = 0;
  private readonly wrong: string[] = [];

  /** The call's time in ms; its answer is checked after the clock stops. */
  async time<T>(call: CheckedCall<T>): Promise<number> {
    const started = performance.now();
    const answer = await call.run();
    const elapsed = performance.now() - started;
    const problem = call.check(answer);
    this.checked += 1;
    if (problem) this.wrong.push(problem);
    return elapsed;
  }

  /** Says how the answers went ("as …" is what they were checked against); the exit code. */
  report(checkedAgainst: string): number {
    if (this.wrong.length > 0) {
      console.error(`\nWrong answers (${this.wrong.length}):\n  ${[...new Set(this.wrong)].slice(0, 20).join("\n  ")}`);
      return 1;
    }
    console.log(`Answers: all ${this.checked} (warm-up included) ${checkedAgainst}.`);
    return 0;
  }
}
