/**
 * The progress charts' drawings, with uPlot: this module is loaded only by the progress
 * screen (React.lazy), so neither the library nor its stylesheet reaches another screen.
 * The drawings are decoration for sighted members: each card carries the same figures as
 * text (TrainingCharts.tsx), so the canvas is hidden from screen readers.
 */
import "uplot/dist/uPlot.min.css";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { dayLabel } from "@wolfpack/rules/shared/calendar";
import type { OneRepMaxPoint, WeekMinutes } from "@wolfpack/rules/training/charts";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import uPlot from "uplot";

/** Drawn on the card's own colour (dark-6): every word at 4.5:1 or more. */
const AMBER = "#f59f00"; // wolf-6
const AXIS_TEXT = "#b6b7bd"; // dark-1: 8.8:1 on the card
const GRID = "#2c2e35"; // dark-5
const FONT = "12px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const LABEL_FONT = `600 ${FONT}`;
const HEIGHT = 220;
/** Room a date label takes on the x axis, so labels never overlap at 320 px. */
const LABEL_ROOM = 56;
/** Steps between a value axis' ticks: whole minutes and whole kilograms or pounds. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/** A chart as Plot draws it: uPlot's options but the size (the box's), and its data. */
type Chart = [options: Omit<uPlot.Options, "width" | "height">, data: uPlot.AlignedData];

const axis = (label: string, extra: uPlot.Axis = {}): uPlot.Axis => ({
  label,
  stroke: AXIS_TEXT,
  font: FONT,
  labelFont: LABEL_FONT,
  labelSize: 20,
  grid: { stroke: GRID, width: 1 },
  ticks: { stroke: GRID, width: 1 },
  ...extra,
});

/**
 * A uPlot chart as wide as its box, redrawn when the box or the data change. Drawn once the
 * box comes on screen, not before: on a phone the charts sit below the first screenful,
 * and drawing both as the screen starts held its main thread for 40 to 70 ms
 * (docs/performance.md, "The progress screen's charts").
 */
function Plot({ options, data }: { options: Chart[0]; data: Chart[1] }) {
  const { ref: measure, width } = useElementSize();
  const box = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const boxRef = useMergedRef(measure, box);
  const seen = useOnScreen(box);

  useEffect(() => {
    if (!seen || !target.current || width === 0) return;
    const chart = new uPlot({ ...options, width: Math.floor(width), height: HEIGHT }, data, target.current);
    return () => chart.destroy();
  }, [seen, options, data, width]);

  return (
    <div ref={boxRef} aria-hidden="true" style={{ minHeight: HEIGHT }}>
      <div ref={target} />
    </div>
  );
}

/**
 * Whether the element has come on screen; once it has, it stays so. The chart's box keeps its
 * height meanwhile, so nothing moves when it is drawn.
 */
function useOnScreen(target: RefObject<HTMLElement | null>) {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, target]);
  return seen;
}

/** Every `step`th label shown, the latest always, so a narrow screen shows fewer but no cut ones. */
function sparseLabels(labels: string[], plotWidth: number): string[] {
  const step = Math.max(1, Math.ceil((labels.length * LABEL_ROOM) / Math.max(plotWidth, 1)));
  const last = labels.length - 1;
  return labels.map((label, index) => ((last - index) % step === 0 ? label : ""));
}

/** Minutes a week, as bars: the week's Monday under each. */
export function MinutesPlot({ weeks }: { weeks: WeekMinutes[] }) {
  const [options, data] = useMemo(() => minutesChart(weeks), [weeks]);
  return <Plot options={options} data={data} />;
}

function minutesChart(weeks: WeekMinutes[]): Chart {
  const labels = weeks.map((week) => dayLabel(week.weekStart));
  const most = Math.max(...weeks.map((week) => week.minutes), 0);
  const options: Chart[0] = {
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, weeks.length - 0.5] },
      y: { range: [0, Math.max(30, Math.ceil((most * 1.1) / 10) * 10)] },
    },
    axes: [
      axis("Week starting", {
        grid: { show: false },
        splits: () => weeks.map((_, index) => index),
        values: (chart) => sparseLabels(labels, chart.bbox.width / uPlot.pxRatio),
      }),
      axis("Minutes", { size: 48, incrs: WHOLE_STEPS }),
    ],
    series: [
      {},
      {
        label: "Minutes",
        fill: AMBER,
        // No outline: a week without minutes shows no bar at all, not a line on the axis.
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.6, 36] }),
        points: { show: false },
      },
    ],
  };
  return [options, [weeks.map((_, index) => index), weeks.map((week) => week.minutes)]];
}

const DAY_SECONDS = 86_400;
const toSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The best estimated one-rep max of each session, as a line with a point per session. */
export function OneRepMaxPlot({ points, unit }: { points: OneRepMaxPoint[]; unit: string }) {
  const [options, data] = useMemo(() => oneRepMaxChart(points, unit), [points, unit]);
  return <Plot options={options} data={data} />;
}

function oneRepMaxChart(points: OneRepMaxPoint[], unit: string): Chart {
  const xs = points.map((point) => toSeconds(point.date));
  const ys = points.map((point) => point.oneRepMax);
  const first = xs[0] ?? 0;
  const last = xs.at(-1) ?? 0;
  // A single session, or all on one day: a week either side, so the point sits in the middle.
  const pad = last - first < DAY_SECONDS ? 7 * DAY_SECONDS : 0;
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const margin = Math.max(5, Math.ceil((high - low) * 0.15));
  const options: Chart[0] = {
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [first - pad, last + pad] },
      y: { range: [Math.max(0, Math.floor((low - margin) / 5) * 5), Math.ceil((high + margin) / 5) * 5] },
    },
    axes: [
      axis("Session date", {
        grid: { show: false },
        space: LABEL_ROOM,
        incrs: [1, 2, 7, 14, 28, 91, 182, 364].map((days) => days * DAY_SECONDS),
        values: (_chart, splits) => splits.map((split) => dayLabel(toDay(split))),
      }),
      axis(`Estimated 1RM (${unit})`, { size: 48, incrs: WHOLE_STEPS }),
    ],
    series: [
      {},
      {
        label: "Estimated 1RM",
        stroke: AMBER,
        width: 2,
        points: { show: true, size: 7, fill: AMBER, stroke: AMBER },
      },
    ],
  };
  return [options, [xs, ys]];
}
