/**
 * `npm run bench:taps`: the dead-tap window. For every interactive control on every public
 * route, under Lighthouse's mobile profile (4× CPU slowdown, 150 ms RTT, 1.6 Mbps down,
 * a 390 px phone, first visit), the page is opened, the control is tapped the moment it is
 * on screen and again every 100 ms until it gives its first working response; the figure
 * is the time from the first tap to that response, on the page's own clock (from the first
 * pointerdown's time stamp, when the browser received it, to the page's first response
 * event after it; a field from its first keystroke to the character appearing; a checkbox
 * to its tick drawn; a form's submit button to the form keeping the submission for when it
 * is live, or answering it). A control that works before any script answers the first tap:
 * the figure is then the tap's own latency, including any wait for a main thread busy
 * loading the page. Controls shown disabled until their island is live are reported apart,
 * with the time from their showing (and being tapped once) to being live.
 * Prints the worst control per route and every control over the target (100 ms); writes
 * bench/results/taps.md.
 *
 *   tsx bench/web/taps.ts [--routes /,/about] [--dist web/dist]
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { WEB_DIST } from '@lab/functions/local/config';
import { EARLY_SUBMIT } from '@lab/web/components/form/early-submit';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { CAROUSEL } from '@lab/web/page-script/attributes';
import { CHROMIUM_FLAGS } from '../../tools/chromium';
import { useMobileProfile } from '../../tools/mobile-profile';
import { serveSite } from './serve';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;

/**
 * tsx compiles this file keeping function names, which wraps named functions in a
 * `__name(fn, "name")` helper; the functions this file hands to the page (serialized as
 * text) call it there, where it must exist too.
 */
const NAME_HELPER = { content: 'globalThis.__name = (target) => target;' };

type Kind =
  | 'popover'
  | 'disclosure'
  | 'tab'
  | 'carousel'
  | 'print'
  | 'field'
  | 'checkbox'
  | 'submit'
  | 'island';

/** A control as found on the live page: how to find it again, and what it is. */
interface Control {
  kind: Kind;
  name: string;
  selector: string;
  index: number;
}

interface Measured extends Control {
  /** First tap to first working response, ms; for `island`, on screen to enabled. */
  ms: number;
  /** Shown disabled until live (not a dead tap: it does not look ready). */
  disabledUntilLive: boolean;
}

const SELECTORS: Record<Kind, string> = {
  popover: '[popovertarget]:not([popovertargetaction="hide"])',
  disclosure: 'summary',
  tab: '[role="tab"]',
  carousel: `[${CAROUSEL.step}]`,
  print: '[data-page-action]',
  field: 'input:not([type="hidden"]):not([type="checkbox"]), textarea',
  checkbox: 'input[type="checkbox"]',
  submit: `form[${EARLY_SUBMIT.form}] [type="submit"]`,
  island: '[data-island] button, [data-island] [role="button"]',
};

/** Every visible control of the page, once it is fully live (its names for the report). */
async function discover(page: Page): Promise<Control[]> {
  return page.evaluate((selectors) => {
    const found: { kind: string; name: string; selector: string; index: number }[] = [];
    const seen = new Set<Element>();
    for (const [kind, selector] of Object.entries(selectors)) {
      const all = [...document.querySelectorAll<HTMLElement>(selector)];
      all.forEach((element, index) => {
        const box = element.getBoundingClientRect();
        // Not a control a visitor reaches (the forms' honeypot, hidden from everyone).
        const unreachable = Boolean(element.closest('[aria-hidden="true"]'));
        if (seen.has(element) || unreachable || box.width === 0 || box.height === 0) return;
        seen.add(element);
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('name') ??
          (element.textContent ?? '').trim().slice(0, 40);
        found.push({ kind, name, selector, index });
      });
    }
    return found;
  }, SELECTORS) as Promise<Control[]>;
}

/**
 * Run in the page (serialized whole, so everything it uses is inside it): waits up to
 * `within` ms, a frame at a time, for the control's working response; answers the page
 * clock's time of it and of the first tap, or null.
 */
async function awaitResponse([kind, selector, index, startUrl, within, pending]: [
  Kind,
  string,
  number,
  string,
  number,
  string,
]): Promise<{ at: number; firstTap: number } | null> {
  const responded = (): boolean => {
    if (window.location.href !== startUrl) return true; // a link followed: the browser answered
    const element = document.querySelectorAll<HTMLElement>(selector)[index];
    if (!element) return false;
    switch (kind) {
      case 'popover': {
        const target = document.getElementById(element.getAttribute('popovertarget') ?? '');
        return Boolean(target?.matches(':popover-open'));
      }
      case 'disclosure':
        return Boolean(element.closest('details')?.open);
      case 'tab':
        return element.getAttribute('aria-selected') === 'true';
      case 'carousel':
        return Boolean((window as unknown as { carouselScrolled?: boolean }).carouselScrolled);
      case 'print':
        return Boolean((window as unknown as { printed?: boolean }).printed);
      case 'field':
        return (element as HTMLInputElement).value.includes('q');
      case 'checkbox': {
        // Ticked, and drawn so: no empty box left showing beside it (MUI's icons say which).
        const shown = [...(element.parentElement?.querySelectorAll('svg') ?? [])].filter(
          (icon) => getComputedStyle(icon).display !== 'none',
        );
        return (
          (element as HTMLInputElement).checked &&
          shown.every((icon) => icon.getAttribute('data-testid') !== 'CheckBoxOutlineBlankIcon')
        );
      }
      case 'submit': {
        // Kept for when the form is live (and saying so), or answered: what is missing, or sending.
        const form = element.closest('form');
        return Boolean(
          form &&
          (form.hasAttribute(pending) ||
            form.querySelector('[aria-invalid="true"]') ||
            form.getAttribute('aria-busy') === 'true'),
        );
      }
      case 'island':
        // Live once React has attached its handlers to the element.
        return (
          !element.matches(':disabled, [aria-disabled="true"]') &&
          Object.keys(element).some((key) => key.startsWith('__reactProps'))
        );
    }
  };
  const until = performance.now() + within;
  while (performance.now() < until) {
    if (responded()) {
      const page = window as unknown as {
        firstTap?: number;
        firstKey?: number;
        firstResponse?: number;
      };
      const now = performance.now();
      // A field is timed from its keystroke: the tap focuses it, the key is what waits.
      const from = kind === 'field' ? page.firstKey : page.firstTap;
      // An island coming live has no event: then the frame it was first seen live in.
      return { at: page.firstResponse ?? now, firstTap: from ?? now };
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return null;
}

async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await page.addInitScript(NAME_HELPER);
  await page.addInitScript((pending: string) => {
    const page = window as unknown as {
      printed?: boolean;
      firstTap?: number;
      firstKey?: number;
      firstResponse?: number;
    };
    // The page's own clock: the first tap's and keystroke's own time stamps (when the
    // browser received them, however long they then waited for the main thread), and the
    // first response the page shows after the tap (a popover or disclosure toggled, a tab
    // selected, a character typed, a print asked for).
    const responded = () => {
      if (page.firstTap !== undefined) page.firstResponse ??= performance.now();
    };
    window.print = () => {
      page.printed = true;
      responded();
    };
    window.addEventListener('pointerdown', (event) => void (page.firstTap ??= event.timeStamp), {
      capture: true,
    });
    window.addEventListener('keydown', (event) => void (page.firstKey ??= event.timeStamp), {
      capture: true,
    });
    // As they happen: a popover's beforetoggle and a field's input are dispatched at once
    // (a toggle event is queued for later); a disclosure opening or a tab being selected
    // is an attribute change, seen at the next microtask.
    for (const type of ['beforetoggle', 'input']) document.addEventListener(type, responded, true);
    new MutationObserver(responded).observe(document, {
      subtree: true,
      attributeFilter: ['aria-selected', 'open', 'aria-invalid', 'aria-busy', pending],
    });
  }, EARLY_SUBMIT.pending);
  // A carousel's row starting to scroll (scroll events do not bubble: seen on the way down).
  await page.addInitScript((track) => {
    document.addEventListener(
      'scroll',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.hasAttribute(track)) return;
        const page = window as unknown as {
          carouselScrolled?: boolean;
          firstTap?: number;
          firstResponse?: number;
        };
        page.carouselScrolled = true;
        if (page.firstTap !== undefined) page.firstResponse ??= performance.now();
      },
      true,
    );
  }, CAROUSEL.track);
  await useMobileProfile(page);
  return page;
}

async function measure(browser: Browser, url: string, control: Control): Promise<Measured> {
  const page = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const target = page.locator(control.selector).nth(control.index);
    await target.waitFor({ state: 'attached', timeout: GIVE_UP_MS });
    // At once, as a visitor's finger scrolls: the site's smooth scrolling (for its own
    // in-page links) would keep the control moving under the tap for a second or more.
    await target.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await target.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    const args: [Kind, string, number, string, number, string] = [
      control.kind,
      control.selector,
      control.index,
      page.url(),
      TAP_EVERY_MS,
      EARLY_SUBMIT.pending,
    ];
    const started = Date.now();
    const disabled = await target.evaluate((element) =>
      element.matches(':disabled, [aria-disabled="true"], .Mui-disabled'),
    );
    const visibleAt = await page.evaluate(() => performance.now());
    // Tapped once as it shows, as a visitor would: an island that waits for the visitor
    // (a form) starts on that tap, the button itself answering nothing until it is live.
    if (disabled) await target.click({ force: true, timeout: GIVE_UP_MS });
    while (Date.now() - started < GIVE_UP_MS) {
      if (!disabled) {
        // Playwright taps where the control is now, once it holds still for two frames.
        await target.click({ timeout: GIVE_UP_MS });
        if (control.kind === 'field') await page.keyboard.type('q');
      }
      const response = await page.evaluate(awaitResponse, args).catch((error: unknown) => {
        if (page.url() === args[3]) throw error;
        return 'navigated' as const;
      });
      if (response === 'navigated') {
        // A link followed before the script ran: the browser answered (page clock lost).
        return { ...control, ms: Date.now() - started, disabledUntilLive: disabled };
      }
      if (response) {
        const from = disabled ? visibleAt : response.firstTap;
        return { ...control, ms: Math.round(response.at - from), disabledUntilLive: disabled };
      }
    }
    return { ...control, ms: Number.POSITIVE_INFINITY, disabledUntilLive: disabled };
  } finally {
    await page.context().close();
  }
}

const time = (ms: number) => (Number.isFinite(ms) ? `${ms} ms` : 'never');
/** The issue's target for a control's first tap. */
const TARGET_MS = 100;
const over: string[] = [];

const { values } = parseArgs({
  options: { routes: { type: 'string' }, dist: { type: 'string' } },
});
const routes =
  values.routes?.split(',') ??
  SITE_ROUTES.filter((route) => route.indexable !== false).map((route) => route.path);
const site = await serveSite(values.dist ?? WEB_DIST, { spa: false });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
const rows: string[] = [];
const worst: string[] = [];
try {
  for (const route of routes) {
    const url = `${site.origin}${route}`;
    const discovery = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await discovery.addInitScript(NAME_HELPER);
    await discovery.goto(url, { waitUntil: 'networkidle' });
    const controls = await discover(discovery);
    await discovery.close();
    const results: Measured[] = [];
    for (const control of controls) results.push(await measure(browser, url, control));
    const taps = results.filter((result) => !result.disabledUntilLive);
    const slowest = taps.reduce<Measured | undefined>(
      (a, b) => (a && a.ms >= b.ms ? a : b),
      undefined,
    );
    const ready = results.filter((result) => result.disabledUntilLive);
    const line = `${route.padEnd(40)} ${String(taps.length).padStart(3)} controls  worst ${slowest ? `${time(slowest.ms)} (${slowest.kind}: ${slowest.name})` : '-'}${ready.length ? `  · ${ready.length} shown disabled until live, ready after ≤ ${time(Math.max(...ready.map((r) => r.ms)))}` : ''}`;
    console.log(line);
    worst.push(
      `| ${route} | ${taps.length} | ${slowest ? `${time(slowest.ms)}` : '-'} | ${slowest ? `${slowest.kind}: ${slowest.name}` : '-'} | ${ready.length ? `${ready.length}, ready after ≤ ${time(Math.max(...ready.map((r) => r.ms)))}` : '-'} |`,
    );
    for (const result of taps.filter((t) => t.ms > TARGET_MS)) {
      over.push(
        `| ${route} | ${result.kind} | ${result.name.replace(/\|/g, '/')} | ${time(result.ms)} |`,
      );
    }
    for (const result of results) {
      rows.push(
        `| ${route} | ${result.kind} | ${result.name.replace(/\|/g, '/')} | ${result.disabledUntilLive ? `disabled until live; ready after ${time(result.ms)}` : `${time(result.ms)}`} |`,
      );
    }
  }
} finally {
  await browser.close();
  await site.close();
}

const markdown = `# Dead taps (time from the first tap to the first working response)

${new Date().toISOString()} · \`tsx bench/web/taps.ts\` · Chromium, 390 px phone, first visit, 4× CPU slowdown, 150 ms RTT, 1.6 Mbps down (applied by the browser). Each control is tapped the moment it is on screen, then every ${TAP_EVERY_MS} ms, until it responds; the figure is the page's own clock from the first tap's time stamp (a field: its first keystroke's) to the page's first response event (toggle, input, tab selected, carousel scrolled, print, tick drawn, submission kept or answered) (for a control shown disabled until live: from its being on screen to its being live). A control the page never answered within ${GIVE_UP_MS / 1000} s shows as 'never'. Target: ≤ ${TARGET_MS} ms for every control.

## Controls over the target

${over.length ? `| Route | Kind | Control | First tap to response |\n| --- | --- | --- | ---: |\n${over.join('\n')}` : `None: every control answered its first tap within ${TARGET_MS} ms.`}

## Worst control per route

| Route | Controls | Worst | Which | Shown disabled until live |
| --- | ---: | ---: | --- | --- |
${worst.join('\n')}

## Every control

| Route | Kind | Control | First tap to response |
| --- | --- | --- | ---: |
${rows.join('\n')}
`;
await writeFile(join(ROOT, 'bench/results/taps.md'), markdown);
console.log(
  over.length
    ? `${over.length} control(s) over ${TARGET_MS} ms:\n${over.join('\n')}`
    : `Every control answered its first tap within ${TARGET_MS} ms.`,
);
console.log('Wrote bench/results/taps.md');
