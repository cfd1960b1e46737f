import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { HeadTags, installTags } from '../../lib/head-tags';
import { startThemeChoice } from '../../page-script/theme-choice';
import { renderWithApp } from '../../test/render';
import { BROWSER_BAR_COLORS } from '../../theme/palettes';
import { ThemeMenu } from './theme-menu';

/** The menu, with the page script started over it as on a page. */
function renderMenu() {
  renderWithApp(<ThemeMenu />);
  startThemeChoice();
}

describe('theme choice (the menu’s markup and the page script)', () => {
  it('shows the choices disabled until the page script runs', () => {
    renderWithApp(<ThemeMenu />);
    expect(screen.getByRole('button', { name: 'Dark' })).toBeDisabled();
    startThemeChoice();
    expect(screen.getByRole('button', { name: 'Dark' })).toBeEnabled();
  });

  it('defaults to light, with a button that opens the menu without any script', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Colour theme: Light' });
    expect(button).toHaveAttribute('popovertarget', 'theme-menu');
    expect(document.getElementById('theme-menu')).toHaveAttribute('popover', 'auto');
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme', 'dark');
  });

  it.each([
    ['Dark', 'dark'],
    ['System', 'system'],
    ['Light', 'light'],
  ])('stores %s under the fixed key and applies it', async (label, mode) => {
    const user = userEvent.setup();
    renderMenu();
    // Start from another mode, so every choice is a change.
    if (mode === 'light') await user.click(screen.getByRole('button', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: label }));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe(mode);
    expect(screen.getByRole('button', { name: `Colour theme: ${label}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme-mode', mode);
    // jsdom's system scheme is light.
    expect(document.documentElement).toHaveAttribute(
      'data-color-scheme',
      mode === 'dark' ? 'dark' : 'light',
    );
  });

  it("paints the browser's bar in the colour of the scheme shown, whatever the system's", async () => {
    const user = userEvent.setup();
    document.head.innerHTML = renderToStaticMarkup(<HeadTags tags={installTags()} />);
    const bars = () =>
      [...document.head.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
        meta.getAttribute('content'),
      );
    renderMenu();
    expect(bars()).toEqual([BROWSER_BAR_COLORS.light, BROWSER_BAR_COLORS.light]);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(bars()).toEqual([BROWSER_BAR_COLORS.dark, BROWSER_BAR_COLORS.dark]);
    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(bars()).toEqual([BROWSER_BAR_COLORS.light, BROWSER_BAR_COLORS.light]);
  });
});
