import type { CSSObject } from '@emotion/react';
import { styled } from '@mui/material/styles';
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from '../../../lib/tab-keys';
import { themeStyles } from '../../../theme/theme-styles';

/** The id of a dashboard tab, which its panel is labelled by. */
export const tabId = (value: string) => `tab-${value}`;
/** The id of a dashboard tab's panel, which the tab controls. */
export const panelId = (value: string) => `panel-${value}`;

export interface DashboardTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/*
 * Plain buttons styled once per theme, rather than MUI's Tabs: those drew six ripple buttons
 * again and measured the page for their sliding indicator on every change, which was half of
 * what showing a list of 30 again cost on a phone (`npm run bench:inbox`).
 */
const TabList = styled('div')(
  themeStyles((theme) => {
    const palette = theme.vars?.palette ?? theme.palette;
    return {
      // One row: on a phone it scrolls sideways under the finger, the last label cut at the
      // edge to show more follow, rather than wrapping the six tabs onto four to six rows
      // above the list being worked. A tab moved to with the keys, or shown, scrolls into view.
      display: 'flex',
      overflowX: 'auto',
      scrollbarWidth: 'thin',
      borderBottom: `1px solid ${palette.divider}`,
      marginBottom: theme.spacing(4),
      '& > button': {
        ...(theme.typography.button as CSSObject),
        flex: '0 0 auto',
        minHeight: 48,
        padding: theme.spacing(1.5, 2),
        border: 0,
        borderRadius: 0,
        background: 'none',
        color: palette.text.secondary,
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        // Not on a touch screen, where the tapped tab would keep the hover's shade.
        '@media (hover: hover)': {
          '&:hover': { color: palette.text.primary, backgroundColor: palette.action.hover },
        },
        '&[aria-selected="true"]': {
          color: palette.primary.main,
          boxShadow: 'inset 0 -3px 0 currentColor',
        },
        '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: -3 },
      },
    };
  }),
);

/**
 * The dashboard's tabs, as WAI-ARIA's tabs pattern with manual activation: one tab stop (the
 * shown tab), the arrow keys, Home and End move the focus along the tabs, and Enter, Space
 * or a tap shows one. Moving alone shows nothing: showing a list may fetch it.
 */
function DashboardTabsOf<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: DashboardTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  /*
   * A tab shown from elsewhere (an overview card, find in page) is scrolled into the strip's
   * sight on a phone. The strip alone scrolls, never the page; after the panel has changed,
   * so the layout read is the one the frame needs anyway.
   */
  useEffect(() => {
    const strip = list.current;
    const shown = strip?.querySelector('[aria-selected="true"]');
    if (!strip || !shown || strip.scrollWidth <= strip.clientWidth) return;
    const bounds = strip.getBoundingClientRect();
    const tab = shown.getBoundingClientRect();
    if (tab.left < bounds.left) strip.scrollLeft -= bounds.left - tab.left;
    else if (tab.right > bounds.right) strip.scrollLeft += tab.right - bounds.right;
  }, [value]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = buttons.findIndex((button) => button === document.activeElement);
    const target = index >= 0 ? tabKeyTarget(event.key, index, buttons.length) : undefined;
    if (target === undefined) return;
    event.preventDefault();
    buttons[target]?.focus();
  };
  return (
    <TabList ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-controls={panelId(tab.value)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </TabList>
  );
}

export const DashboardTabs = memo(DashboardTabsOf) as typeof DashboardTabsOf;
