import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '../../../app/emotion-cache';
import { Providers } from '../../../app/providers';
import { ContactForm } from './contact-form';

/*
 * A visitor on a slow phone types into the pre-rendered contact form before its code runs;
 * hydration must not wipe it.
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
});
