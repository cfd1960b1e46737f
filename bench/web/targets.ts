import { fmt, ms, seconds } from './format';
import type { Medians } from './statistics';

interface Target {
  label: string;
  goal: string;
  value: (m: Medians) => number;
  /** `before`: the same figure for the route with whole-page hydration, when measured. */
  met: (value: number, before?: number) => boolean;
  format: (value: number) => string;
  /** Scores: higher is better; times and shifts: lower is. */
  higherIsBetter: boolean;
}

/** LCP may differ from run to run by this much and still count as no worse. */
const LCP_TOLERANCE = 1.05;

/** The targets, judged on the mobile preset's medians. */
export const TARGETS: Target[] = [
  {
    label: 'Performance',
    goal: '≥ 99',
    value: (m) => m.scores.performance ?? 0,
    met: (v) => v >= 99,
    format: String,
    higherIsBetter: true,
  },
  ...(['accessibility', 'best-practices', 'seo'] as const).map((category): Target => ({
    label: { accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' }[
      category
    ],
    goal: '100',
    value: (m) => m.scores[category] ?? 0,
    met: (v) => v === 100,
    format: String,
    higherIsBetter: true,
  })),
  {
    label: 'LCP',
    goal: 'no worse than whole-page hydration (≤ +5 %; ≤ 1.7 s unmeasured)',
    value: (m) => m.metrics.lcp,
    met: (v, before) => v <= (before === undefined ? 1700 : before * LCP_TOLERANCE),
    format: seconds,
    higherIsBetter: false,
  },
  {
    label: 'TBT',
    goal: '≤ 50 ms',
    value: (m) => m.metrics.tbt,
    met: (v) => v <= 50,
    format: ms,
    higherIsBetter: false,
  },
  {
    label: 'CLS',
    goal: '≤ 0.01',
    value: (m) => m.metrics.cls,
    met: (v) => v <= 0.01,
    format: (v) => fmt(v, 3),
    higherIsBetter: false,
  },
];

/** The labels of the targets `m` misses; `before`: the route's whole-page figures. */
export const missedTargets = (m: Medians, before?: Medians) =>
  TARGETS.filter((t) => !t.met(t.value(m), before && t.value(before))).map((t) => t.label);
