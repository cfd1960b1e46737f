/*
 * What the page script acts on, written into the pre-rendered markup by the components
 * and read by the script: the contract between the two, in one place. The script works
 * on every page, whether or not any React runs there.
 */

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
