import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { renderWithApp } from '../../test/render';
import { ThemeMenu } from './theme-menu';

describe('theme choice', () => {
  it('defaults to light', () => {
    renderWithApp(<ThemeMenu />);
    expect(screen.getByRole('button', { name: 'Colour theme: Light' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme', 'dark');
  });

  it.each([
    ['Dark', 'dark'],
    ['System', 'system'],
    ['Light', 'light'],
  ])('stores %s under the fixed key and applies it', async (label, mode) => {
    const user = userEvent.setup();
    renderWithApp(<ThemeMenu />);
    // Start from another mode, so every choice is a change.
    if (mode === 'light') {
      await user.click(screen.getByRole('button', { name: /Colour theme/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    }
    await user.click(screen.getByRole('button', { name: /Colour theme/ }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe(mode);
    expect(screen.getByRole('button', { name: `Colour theme: ${label}` })).toBeInTheDocument();
    if (mode === 'dark')
      expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
  });
});
