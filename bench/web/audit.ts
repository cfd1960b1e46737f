import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../tools/chromium';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The figures kept from each run; times in ms, bytes as transferred (compressed): all of the
 * page load's (`bytes`) and its JavaScript's (`script`).
 */
export const METRICS = ['lcp', 'tbt', 'cls', 'fcp', 'si', 'bytes', 'script'] as const;
export type Metric = (typeof METRICS)[number];

const numericValue = (id: string) => (lhr: Result) => lhr.audits[id]?.numericValue;

const METRIC_VALUES: Record<Metric, (lhr: Result) => number | undefined> = {
  lcp: numericValue('largest-contentful-paint'),
  tbt: numericValue('total-blocking-time'),
  cls: numericValue('cumulative-layout-shift'),
  fcp: numericValue('first-contentful-paint'),
  si: numericValue('speed-index'),
  bytes: numericValue('total-byte-weight'),
  script: (lhr) => {
    const details = lhr.audits['resource-summary']?.details as Table | undefined;
    const row = details?.items?.find((item) => item.resourceType === 'script');
    // A page without JavaScript has a row of 0 bytes; no row at all is a changed report.
    return typeof row?.transferSize === 'number' ? row.transferSize : undefined;
  },
};

/** An audit that lost points: scored below 1 in a category, or with estimated metric savings. */
export interface Finding {
  id: string;
  category: Category;
  title: string;
  displayValue?: string;
  /** Lighthouse's estimate of what fixing it would save, per metric (ms; CLS unitless). */
  savings?: Record<string, number>;
}

export interface RunFigures {
  /** 0-100, as Lighthouse shows them; null when a category could not be scored. */
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number>;
  findings: Finding[];
  lcpElement?: string;
  /** The LCP's subparts (time to first byte, load delay and time, render delay), in ms. */
  lcpPhases?: Record<string, number>;
  /** Where the main thread went (script evaluation, style and layout...), in ms. */
  mainThread: Record<string, number>;
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number;
  /**
   * The machine's 1-minute load average after the run: on 2 cores, anything else running
   * (tests, builds) slows the measured main thread, and Lighthouse scales that 4× on mobile.
   */
  loadAverage: number;
  seconds: number;
}

export interface Browser {
  port: number;
  version: string;
  kill: () => void;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** CHROME_PATH if set, Debian's Chromium if present, else whatever chrome-launcher finds. */
function chromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export async function launchBrowser(): Promise<Browser> {
  const path = chromePath();
  const chrome = await chromeLauncher.launch({
    ...(path && { chromePath: path }),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const info = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser?: string;
  };
  return { port: chrome.port, version: info.Browser ?? 'unknown', kill: () => chrome.kill() };
}

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

function findings(lhr: Result): Finding[] {
  const found: Finding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      // Metrics are reported as figures; what counts here is why they are what they are.
      if (ref.group === 'metrics') continue;
      const savings = Object.fromEntries(
        Object.entries(audit.metricSavings ?? {}).filter(([, value]) => (value ?? 0) > 0),
      ) as Record<string, number>;
      const lost = ref.weight > 0 && audit.score < 1;
      const couldSave = category === 'performance' && Object.keys(savings).length > 0;
      if (!lost && !couldSave) continue;
      found.push({
        id: ref.id,
        category,
        title: audit.title,
        ...(audit.displayValue && { displayValue: audit.displayValue }),
        ...(couldSave && { savings }),
      });
    }
  }
  return found;
}

interface Table {
  type: string;
  items?: Record<string, unknown>[];
}

/** The LCP element and its subparts, from Lighthouse 12.8's LCP breakdown insight. */
function lcpDetails(lhr: Result): Pick<RunFigures, 'lcpElement' | 'lcpPhases'> {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: (Table & { selector?: string; nodeLabel?: string })[] } | undefined;
  const subparts = details?.items?.find((item) => item.type === 'table');
  const node = details?.items?.find((item) => item.type === 'node');
  const phases = Object.fromEntries(
    (subparts?.items ?? []).map((item) => [String(item.subpart), round(Number(item.duration))]),
  );
  return {
    ...(node && { lcpElement: `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"` }),
    ...(Object.keys(phases).length > 0 && { lcpPhases: phases }),
  };
}

function mainThread(lhr: Result): Record<string, number> {
  const details = lhr.audits['mainthread-work-breakdown']?.details as Table | undefined;
  return Object.fromEntries(
    (details?.items ?? []).map((item) => [String(item.group), round(Number(item.duration))]),
  );
}

/**
 * One Lighthouse navigation of `url` in an already running browser: the mobile preset is
 * Lighthouse's default configuration (simulated slow 4G, 4x CPU slowdown, Moto G Power
 * screen), desktop its desktop configuration. Lighthouse clears the origin's storage and the
 * HTTP cache before each navigation, so runs in one browser start equally cold.
 */
export async function audit(url: string, preset: Preset, browser: Browser): Promise<RunFigures> {
  const started = performance.now();
  const flags: Flags = {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    METRICS.map((metric) => {
      const value = METRIC_VALUES[metric](lhr);
      if (typeof value !== 'number') throw new Error(`No ${metric} figure`);
      return [metric, metric === 'cls' ? round(value, 4) : round(value)];
    }),
  ) as Record<Metric, number>;
  return {
    scores,
    metrics,
    findings: findings(lhr),
    ...lcpDetails(lhr),
    mainThread: mainThread(lhr),
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
    loadAverage: round(loadavg()[0] ?? 0, 2),
    seconds: round((performance.now() - started) / 1000, 1),
  };
}
