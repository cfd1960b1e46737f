import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT } from '../components/form/early-submit';
import { renderPage } from '../entry-server';
import { ISLAND_ATTRIBUTES } from './attributes';
import { hydrateIsland } from './hydrate';
import { ISLANDS } from './registry';

/** The page as the pre-renderer writes it, put into this document. */
async function prerendered(url: string): Promise<HTMLElement> {
  const { html } = await renderPage(url);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.body;
}

describe('islands', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('pre-renders an island as its own root, with its props, and hydrates it alone without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    const page = await prerendered('/contact');
    const element = page.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}="contact-form"]`);
    expect(element).not.toBeNull();
    expect(JSON.parse(element!.getAttribute(ISLAND_ATTRIBUTES.props) ?? '')).toEqual({
      variant: 'page',
    });
    // The form is in the page before any code runs: its submit can be tapped at once, and
    // the form is not live until the island takes it over.
    const submit = screen.getByRole('button', { name: 'Send Message' });
    const form = submit.closest('form')!;
    expect(submit).toBeEnabled();
    expect(form.hasAttribute(EARLY_SUBMIT.live)).toBe(false);

    const { default: component } = await ISLANDS['contact-form']();
    const props = JSON.parse(element!.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
    await act(async () =>
      hydrateIsland(element!, element!.getAttribute(ISLAND_ATTRIBUTES.id) ?? '', component, props),
    );
    await waitFor(() => expect(form.hasAttribute(EARLY_SUBMIT.live)).toBe(true));
    // The same element: hydration adopted the pre-rendered form instead of replacing it.
    expect(screen.getByRole('button', { name: 'Send Message' })).toBe(submit);
    // React's development build warns that the server and browser renderers, which only
    // share one process here, both render the same contexts; anything else is a problem.
    const problems = errors.mock.calls.filter(
      ([message]) => !String(message).includes('multiple renderers concurrently'),
    );
    expect(problems).toEqual([]);
  });

  it('starts a form island when the visitor first reaches into it, not before', async () => {
    const page = await prerendered('/contact');
    const element = page.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}="contact-form"]`)!;
    expect(element.getAttribute(ISLAND_ATTRIBUTES.when)).toBe('interaction');
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    // A page of its own: the island script and the Emotion cache it shares live per page.
    vi.resetModules();
    const { bootIslands } = await import('./boot-islands');
    bootIslands();
    // A visible island would have started by now (this document has no viewport to watch).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(element.hasAttribute(ISLAND_ATTRIBUTES.loading)).toBe(false);
    expect(form.hasAttribute(EARLY_SUBMIT.live)).toBe(false);

    await act(async () => {
      fireEvent.focusIn(screen.getByRole('textbox', { name: /Full name/ }));
      expect(element.hasAttribute(ISLAND_ATTRIBUTES.loading)).toBe(true);
    });
    await waitFor(() => expect(form.hasAttribute(EARLY_SUBMIT.live)).toBe(true), {
      timeout: 5_000,
    });
  }, 10_000);

  it('leaves static parts without React: a content page carries no island', async () => {
    const page = await prerendered('/about');
    expect(page.querySelector(`[${ISLAND_ATTRIBUTES.name}]`)).toBeNull();
    // The header's menus are in the page as native popovers.
    expect(page.querySelector('[popovertarget="site-menu"]')).not.toBeNull();
    expect(page.querySelector('#site-menu[popover="auto"]')).not.toBeNull();
  });
});
