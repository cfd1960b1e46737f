/*
 * What the page script acts on, written into the pre-rendered markup by the components
 * and read by the script: the contract between the two, in one place. The script works
 * on every page, whether or not any React runs there.
 */

/**
 * The head's `theme-color` tags, one per colour scheme, told apart by their media: the
 * browser paints its bar from the system's scheme's tag until the script makes both say
 * the colour of the scheme the page shows.
 */
export const THEME_COLOR = {
  selector: 'meta[name="theme-color"]',
  media: (scheme: 'light' | 'dark') => `(prefers-color-scheme: ${scheme})`,
} as const;

/** Marks a theme choice button; its value is the mode it chooses. */
export const THEME_OPTION = 'data-theme-option';
export const THEME_BUTTON_ID = 'theme-button';
export const THEME_MENU_ID = 'theme-menu';

/** An element whose activation reports an analytics event: name, category, label. */
export const TRACK = {
  event: 'data-track',
  category: 'data-track-category',
  label: 'data-track-label',
} as const;

function tracked(event: string, category: string, label: string) {
  return { [TRACK.event]: event, [TRACK.category]: category, [TRACK.label]: label };
}

/**
 * The clicks the site reports, as attributes for the link: the page script reports them
 * (one listener for the page), so they work on pages where no React runs.
 */
export const clickTracking = {
  cta: (label: string) => tracked('click', 'cta', label),
  serviceCard: (serviceId: string) => tracked('click', 'service_card', serviceId),
  pdfDownload: (file: string) => tracked('pdf_download', 'download', file),
};

/** A button that does something to the page itself; the value says what. */
export const PAGE_ACTION = 'data-page-action';
export type PageAction = 'print';

/**
 * On a popover placed under the button that opens it: which edges line up
 * (the page script places it where the browser cannot by CSS alone).
 */
export const POPOVER_ALIGN = 'data-popover-align';
export type PopoverAlign = 'start' | 'end';

/** On a tab list whose tabs are links to `?<value>=<tab>`: the page script makes them tabs. */
export const TABS = 'data-tabs';

/**
 * A carousel: a row of cards that scrolls and snaps to them by itself (each card a link,
 * so it works with no script at all), moved one card at a time by its step buttons and
 * the Left and Right keys, looping from the last position to the first and back.
 */
export const CAROUSEL = {
  /** On the element that holds the carousel's buttons and its row. */
  root: 'data-carousel',
  /** The scrolling row: each child is the slot of one card, all of one width. */
  track: 'data-carousel-track',
  /** A button that moves the row; its value is the step, `-1` (previous) or `1` (next). */
  step: 'data-carousel-step',
  /** A polite live region, told which card is first in view after each move. */
  status: 'data-carousel-status',
  /** On each slot: what the status says when its card becomes the first in view. */
  announce: 'data-carousel-announce',
} as const;

/**
 * The page global in which the inline first-paint script keeps taps on carousel step
 * buttons until the page script takes them over (and answers them, in order).
 */
export const EARLY_TAPS = 'earlyCarouselTaps';

/**
 * The offline state, shown without React (`offline-status.tsx` writes it, hidden; the page
 * script shows each part when it applies).
 */
export const OFFLINE_STATUS = {
  /** "You are offline": shown while the browser has no network. */
  offline: 'data-offline-banner',
  /** "Available offline": shown once this page is kept on the device by the service worker. */
  available: 'data-offline-available',
  /** "A newer version is ready", with its reload button: shown when a new release took over. */
  update: 'data-update-ready',
  /** The button that reloads the page into the new release. */
  reload: 'data-update-reload',
} as const;
