import { act, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { EARLY_SUBMIT, EARLY_SUBMIT_SCRIPT } from '../../../components/form/early-submit';
import { createEmotionCache } from '../../../theme/emotion-cache';
import { ContactForm } from './contact-form';

/*
 * A visitor on a slow phone types into the pre-rendered contact form, or taps Send, before
 * its code runs; hydration must not wipe what was typed, nor lose the tap.
 */

const form = () => (
  <MemoryRouter initialEntries={['/contact']}>
    <Providers cache={createEmotionCache()}>
      <ContactForm variant="page" />
    </Providers>
  </MemoryRouter>
);

/** Types into a field of the static page as a browser does, with no code listening. */
function typeInto(field: HTMLElement, value: string) {
  (field as HTMLInputElement).value = value;
}

describe('the contact form, typed into before hydration', () => {
  it('keeps what was typed, chosen and ticked when it hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.appendChild(container);
    const page = within(container);
    typeInto(page.getByRole('textbox', { name: /full name/i }), 'Early Typist');
    typeInto(page.getByRole('textbox', { name: /message/i }), 'Typed before the code ran.');
    (page.getByRole('combobox', { name: /subject/i }) as HTMLSelectElement).value = 'pricing';
    (page.getByRole('checkbox') as HTMLInputElement).checked = true;

    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, form(), { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(page.getByRole('textbox', { name: /full name/i })).toHaveValue('Early Typist');
    expect(page.getByRole('textbox', { name: /message/i })).toHaveValue(
      'Typed before the code ran.',
    );
    expect(page.getByRole('textbox', { name: /email address/i })).toHaveValue('');
    expect(page.getByRole('combobox', { name: /subject/i })).toHaveValue('pricing');
    expect(page.getByRole('checkbox')).toBeChecked();
    act(() => root.unmount());
    container.remove();
  });

  it('answers a Send tapped before it was live, once, when it goes live', async () => {
    // The page head's script, as every pre-rendered page runs it before the body.
    const listen = vi.spyOn(window, 'addEventListener');
    new Function(EARLY_SUBMIT_SCRIPT)();
    const [type, listener, capture] = listen.mock.calls.at(-1)!;
    listen.mockRestore();

    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.appendChild(container);
    const page = within(container);
    const element = container.querySelector('form')!;
    // Tapped before the code ran: the browser submits the form, the head script keeps it.
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(send).toBeEnabled();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(element).toHaveAttribute(EARLY_SUBMIT.pending);

    const root = await act(async () => hydrateRoot(container, form()));
    expect(element).toHaveAttribute(EARLY_SUBMIT.live);
    // Answered as a live form answers it: every message under its field.
    await waitFor(() =>
      expect(page.getByText('Name must be at least 2 characters')).toBeInTheDocument(),
    );
    expect(page.getByText('You must agree to our data collection policy')).toBeInTheDocument();
    expect(element).not.toHaveAttribute(EARLY_SUBMIT.pending);

    act(() => root.unmount());
    container.remove();
    window.removeEventListener(type, listener, capture);
  });
});
