import {
  CATEGORIES,
  METRICS,
  type Category,
  type Metric,
  type Preset,
  type RunFigures,
} from './audit';
import type { Baseline, RouteResult, Variant } from './route-results';

/* The figures the report shows: medians over a route's runs, and the variants compared. */

export interface Medians {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const geometricMean = (values: readonly number[]) =>
  Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);

/** Each figure's own median over the runs, as the issue asks (not the figures of one run). */
export function medians(runs: readonly RunFigures[]): Medians {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const values = runs.map((r) => r.scores[category]).filter((v): v is number => v !== null);
      return [category, values.length ? Math.round(median(values)) : null];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    METRICS.map((metric) => [metric, median(runs.map((r) => r.metrics[metric]))]),
  ) as Record<Metric, number>;
  return { scores, metrics };
}

export interface Comparison {
  route: string;
  preset: Preset;
  baseline: Baseline;
  prerendered: Medians;
  other: Medians;
  /** Baseline ÷ pre-rendered: above 1 means the pre-rendered site is faster by that factor. */
  fcpRatio: number;
  lcpRatio: number;
  siRatio: number;
  /** Pre-rendered minus the baseline, in points. */
  performanceGain: number;
}

/** The medians of `route` in `variant` and `preset`, if it was measured. */
export function find(
  results: readonly RouteResult[],
  variant: Variant,
  preset: Preset,
  route: string,
): Medians | undefined {
  const found = results.find(
    (r) => r.variant === variant && r.preset === preset && r.route === route,
  );
  return found && found.runs.length > 0 ? medians(found.runs) : undefined;
}

export function compare(results: readonly RouteResult[], baseline: Baseline): Comparison[] {
  const comparisons: Comparison[] = [];
  for (const pre of results) {
    if (pre.variant !== 'prerendered' || pre.runs.length === 0) continue;
    const b = find(results, baseline, pre.preset, pre.route);
    if (!b) continue;
    const a = medians(pre.runs);
    comparisons.push({
      route: pre.route,
      preset: pre.preset,
      baseline,
      prerendered: a,
      other: b,
      fcpRatio: b.metrics.fcp / a.metrics.fcp,
      lcpRatio: b.metrics.lcp / a.metrics.lcp,
      siRatio: b.metrics.si / a.metrics.si,
      performanceGain: (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
    });
  }
  return comparisons;
}

/** Geometric means of the per-route ratios (the average that treats 2× and 0.5× alike). */
export function overallComparison(comparisons: readonly Comparison[]) {
  return {
    routes: comparisons.length,
    fcpRatio: geometricMean(comparisons.map((c) => c.fcpRatio)),
    lcpRatio: geometricMean(comparisons.map((c) => c.lcpRatio)),
    siRatio: geometricMean(comparisons.map((c) => c.siRatio)),
    performanceGain: median(comparisons.map((c) => c.performanceGain)),
  };
}
