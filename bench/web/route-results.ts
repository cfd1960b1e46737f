import type { Preset, RunFigures } from './audit';
import type { IdleWait } from './idle';

/* What the web benchmark measured: each route, in each variant of the site and preset. */

export const VARIANTS = ['prerendered', 'whole-page', 'spa'] as const;
export type Variant = (typeof VARIANTS)[number];

export const VARIANT_NAMES: Record<Variant, string> = {
  prerendered: 'Pre-rendered, islands',
  'whole-page': 'Pre-rendered, whole-page hydration (before islands)',
  spa: 'SPA (client-rendered)',
};

/** The variants the pre-rendered site (islands) is compared with, side by side. */
export type Baseline = Exclude<Variant, 'prerendered'>;

/** A measured run and how idle the machine was when it started. */
export interface Run extends RunFigures {
  idle: IdleWait;
}

export interface RouteResult {
  route: string;
  variant: Variant;
  preset: Preset;
  runs: Run[];
  errors: string[];
}
