import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '@lab/shared/schemas/contact';
import { refusedCharacterMessage } from '@lab/shared/schemas/fields';
import {
  created,
  fillIn,
  findReferenceLine,
  REFERENCE,
} from '../../../components/form/form-test-kit';
import { readDrafts } from '../../../lib/outbox/drafts';
import { sendWaitingDrafts } from '../../../lib/outbox/send-drafts';
import { renderWithApp } from '../../../test/render';
import { ContactForm } from './contact-form';

const EMAIL_MESSAGE = 'Please enter a valid email address';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(created('c-1'));
});

afterEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function setup(variant: 'home' | 'page') {
  const user = userEvent.setup();
  const view = renderWithApp(<ContactForm variant={variant} />);
  const fields = {
    name: screen.getByRole('textbox', { name: /full name/i }),
    email: screen.getByRole('textbox', { name: /email address/i }),
    phone: screen.getByRole('textbox', { name: /phone/i }),
    message: screen.getByRole('textbox', { name: /message/i }),
    submit: screen.getByRole('button', { name: 'Send Message' }),
  };
  const pageFields = () => ({
    subject: screen.getByRole('combobox', { name: /subject/i }),
    consent: screen.getByRole('checkbox', { name: /consent/i }),
  });
  return { user, view, fields, pageFields };
}

/**
 * Fills in the contact page's form as Jo Farmer (jo@example.com) with `values`, and
 * gives consent.
 */
async function fillPageForm(
  { user, pageFields }: ReturnType<typeof setup>,
  values: { subject: string; message: string; phone?: string },
) {
  await fillIn(user, { name: 'Jo Farmer', email: 'jo@example.com', ...values });
  await user.click(pageFields().consent);
}

/** The JSON body of the nth fetch call, parsed. */
function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

function events(name: string) {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
}

describe('ContactForm validation', () => {
  it('shows every home-form message under its field and focuses the first invalid one', async () => {
    const { user, fields } = setup('home');
    await user.click(fields.submit);

    expect(await screen.findByText(CONTACT_MESSAGES.name)).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAccessibleDescription(CONTACT_MESSAGES.name);
    expect(fields.email).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(fields.message).toHaveAccessibleDescription(CONTACT_MESSAGES.message);
    expect(fields.phone).toHaveAttribute('aria-invalid', 'false');
    expect(fields.name).toHaveFocus();
    expect(screen.queryByText(CONTACT_MESSAGES.consent)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks minimum lengths and the e-mail format, not just presence', async () => {
    const { user, fields } = setup('home');
    await user.type(fields.name, 'J');
    await user.type(fields.email, 'jo@farm');
    await user.type(fields.message, 'Too short');
    await user.click(fields.submit);

    expect(await screen.findByText(CONTACT_MESSAGES.name)).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(fields.message).toHaveAccessibleDescription(CONTACT_MESSAGES.message);
  });

  it('shows every contact-page message, including subject and consent', async () => {
    const { user, fields, pageFields } = setup('page');
    const { subject, consent } = pageFields();
    await user.selectOptions(subject, '');
    await user.click(fields.submit);

    expect(await screen.findByText(CONTACT_MESSAGES.name)).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(fields.message).toHaveAccessibleDescription(CONTACT_MESSAGES.message);
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription(CONTACT_MESSAGES.subject);
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(CONTACT_MESSAGES.consent);
    expect(fields.name).toHaveFocus();
  });

  it('focuses the first invalid field when the earlier ones are valid', async () => {
    const { user, fields } = setup('page');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.click(fields.submit);

    expect(await screen.findByText(CONTACT_MESSAGES.message)).toBeInTheDocument();
    expect(fields.message).toHaveFocus();
  });

  it('refuses a hidden control character with the field message, and keeps line breaks in the message', async () => {
    const { user, fields } = setup('home');
    // A right-to-left override: 'Jo Farmer' would show as 'Jo remraF', and the mail header too.
    await fillIn(user, {
      name: 'Jo \u202eFarmer',
      email: 'jo@example.com',
      message: 'Please test my soil.{Enter}Thanks!',
    });
    await user.click(fields.submit);

    const message = refusedCharacterMessage('Name');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAccessibleDescription(message);
    expect(fields.message).toHaveValue('Please test my soil.\nThanks!');
    expect(fields.message).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing while typing before the first submit, then revalidates on every change', async () => {
    const { user, fields, pageFields } = setup('page');
    const { subject, consent } = pageFields();
    await user.type(fields.name, 'J');
    expect(screen.queryByText(CONTACT_MESSAGES.name)).not.toBeInTheDocument();

    await user.click(fields.submit);
    expect(await screen.findByText(CONTACT_MESSAGES.name)).toBeInTheDocument();

    await user.type(fields.name, 'o');
    expect(screen.queryByText(CONTACT_MESSAGES.name)).not.toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'false');

    await user.type(fields.email, 'jo@example.com');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();

    await user.type(fields.message, 'Soil test');
    expect(screen.getByText(CONTACT_MESSAGES.message)).toBeInTheDocument();
    await user.type(fields.message, 's');
    expect(screen.queryByText(CONTACT_MESSAGES.message)).not.toBeInTheDocument();

    await user.selectOptions(subject, '');
    expect(await screen.findByText(CONTACT_MESSAGES.subject)).toBeInTheDocument();
    await user.selectOptions(subject, 'pricing');
    expect(screen.queryByText(CONTACT_MESSAGES.subject)).not.toBeInTheDocument();

    await user.click(consent);
    expect(screen.queryByText(CONTACT_MESSAGES.consent)).not.toBeInTheDocument();
    await user.click(consent);
    expect(await screen.findByText(CONTACT_MESSAGES.consent)).toBeInTheDocument();
  });
});

describe('ContactForm submission', () => {
  it('offers the six subjects, General Inquiry first and chosen', () => {
    const { pageFields } = setup('page');
    const { subject } = pageFields();
    expect(subject).toHaveValue('general');
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a subject',
      'General Inquiry',
      'Testing Services',
      'Soil Diagnostic Report',
      'Test Results',
      'Pricing Information',
      'Technical Support',
    ]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveAttribute('rows', '5');
  });

  it('sends exactly name, email, phone and message from the home form', async () => {
    const { user, fields } = setup('home');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.type(fields.phone, '780-555-0100');
    await user.type(fields.message, 'Please test my canola soil.');
    await user.click(fields.submit);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(sentBody()).toEqual({
      name: 'Jo Farmer',
      email: 'jo@example.com',
      phone: '780-555-0100',
      message: 'Please test my canola soil.',
    });
  });

  it('sends all six fields from the contact page, values as entered', async () => {
    const view = setup('page');
    await fillPageForm(view, {
      subject: 'soil-diagnostic',
      message: 'What does the diagnostic report include?',
    });
    await view.user.click(view.fields.submit);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({
      name: 'Jo Farmer',
      email: 'jo@example.com',
      phone: '',
      subject: 'soil-diagnostic',
      message: 'What does the diagnostic report include?',
      consent: true,
    });
  });

  it('sends the hidden honeypot field only when it was filled in', async () => {
    const { user, fields, view } = setup('home');
    const honeypot = view.container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.type(fields.name, 'Spam Bot');
    await user.type(fields.email, 'bot@example.com');
    await user.type(fields.message, 'Buy cheap followers now');
    await user.type(honeypot as HTMLInputElement, 'https://spam.example');
    await user.click(fields.submit);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ website: 'https://spam.example' });
  });

  it('reads "Sending..." and is disabled while the request is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    const { user, fields } = setup('home');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.type(fields.message, 'Please call me back.');
    await user.click(fields.submit);

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(created('c-1'));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('thanks the visitor and resets the contact page form to its defaults', async () => {
    const view = setup('page');
    const { fields } = view;
    const { subject, consent } = view.pageFields();
    await fillPageForm(view, {
      phone: '780-555-0100',
      subject: 'pricing',
      message: 'How much is a full soil panel?',
    });
    await view.user.click(fields.submit);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(toast).toHaveTextContent('Message sent!');
    expect(toast).toHaveTextContent("We'll get back to you shortly.");
    await waitFor(() => expect(fields.name).toHaveValue(''));
    expect(fields.email).toHaveValue('');
    expect(fields.phone).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(subject).toHaveValue('general');
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // A reset form does not greet the visitor with errors.
    expect(screen.queryByText(CONTACT_MESSAGES.name)).not.toBeInTheDocument();
  });

  it('keeps what was typed and apologises when the request fails', async () => {
    // Online, a request that throws is the spec's failure (offline, it is kept: below).
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, fields } = setup('home');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.type(fields.message, 'Please call me back.');
    await user.click(fields.submit);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Something went wrong');
    expect(toast).toHaveTextContent('Please try again later.');
    expect(fields.name).toHaveValue('Jo Farmer');
    expect(fields.email).toHaveValue('jo@example.com');
    expect(fields.message).toHaveValue('Please call me back.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps a message that got no answer as the network went on the device, and confirms it once the outbox sends it', async () => {
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    fetchMock.mockImplementationOnce(() => {
      online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const { user, fields } = setup('home');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.type(fields.message, 'Please call me back.');
    await user.click(fields.submit);

    const kept = await screen.findByTestId('toast');
    expect(kept).not.toHaveAttribute('data-tone', 'destructive');
    expect(kept).toHaveTextContent('Saved on this device');
    // In the outbox now: the form is cleared, so sending it again makes no second one.
    await waitFor(() => expect(fields.name).toHaveValue(''));
    expect(readDrafts()).toMatchObject([
      {
        kind: 'contact',
        who: 'Jo Farmer',
        payload: { name: 'Jo Farmer', email: 'jo@example.com', message: 'Please call me back.' },
      },
    ]);

    online = true;
    fetchMock.mockResolvedValueOnce(created('c-2'));
    await act(() => sendWaitingDrafts());
    // The spec's confirmation, as if it had gone at once.
    expect(await findReferenceLine()).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Message sent!'), {
      timeout: 8_000,
    });
    expect(readDrafts()).toEqual([]);
    // One submission to the API: both tries carried the same key.
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    onLine.mockRestore();
    // Two toasts, one after the other: longer than a test's default 5 s on a busy machine.
  }, 15_000);

  it('treats an error answer like a failure, and shows field errors the API names', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Please correct the highlighted fields',
          errors: { email: EMAIL_MESSAGE },
        }),
        { status: 400 },
      ),
    );
    const { user, fields } = setup('home');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.type(fields.message, 'Please call me back.');
    await user.click(fields.submit);

    expect(await screen.findByTestId('toast')).toHaveTextContent('Something went wrong');
    expect(fields.email).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(fields.email).toHaveFocus();
    expect(fields.name).toHaveValue('Jo Farmer');
  });
});

describe('ContactForm reference number', () => {
  /** Fills in the home form and sends it. */
  async function send({ user, fields }: ReturnType<typeof setup>) {
    await fillIn(user, {
      name: 'Jo Farmer',
      email: 'jo@example.com',
      message: 'Please call me back.',
    });
    await user.click(fields.submit);
  }

  it('stays under the reset form as a status, beside the unchanged toast', async () => {
    const view = setup('page');
    // There before the answer, so that screen readers hear the number arrive.
    const status = view.view.container.querySelector('[role="status"]');
    expect(status).toBeEmptyDOMElement();
    await fillPageForm(view, { subject: 'pricing', message: 'How much is a full soil panel?' });
    await view.user.click(view.fields.submit);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(toast).toHaveTextContent(/^Message sent!We'll get back to you shortly\.$/);
    const line = await findReferenceLine();
    expect(status).toContainElement(line);
    expect(status).toHaveTextContent(
      'Your message has been sent. Quote this number if you call or write to us about it.',
    );
    await waitFor(() => expect(view.fields.name).toHaveValue(''));
    expect(view.fields.message).toHaveValue('');
    expect(view.pageFields().consent).not.toBeChecked();
    // The form is ready for the next message, the number still there to read.
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByText(REFERENCE)).toBeVisible();
  });

  it('gives the next message its own number', async () => {
    fetchMock
      .mockResolvedValueOnce(created('c-1', 'PAL-7K3Q-9D'))
      .mockResolvedValueOnce(created('c-2', 'PAL-M6FX-8T'));
    const view = setup('home');
    await send(view);
    await findReferenceLine('PAL-7K3Q-9D');
    await waitFor(() => expect(view.fields.name).toHaveValue(''));

    await send(view);
    await findReferenceLine('PAL-M6FX-8T');
    expect(screen.queryByText('PAL-7K3Q-9D')).not.toBeInTheDocument();
  });

  it('shows nothing more than the toast when the answer carries no number', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"c-1"}', { status: 201 }));
    const view = setup('home');
    await send(view);

    expect(await screen.findByTestId('toast')).toHaveTextContent('Message sent!');
    await waitFor(() => expect(view.fields.name).toHaveValue(''));
    expect(screen.queryByText(/reference number/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy number' })).not.toBeInTheDocument();
  });
});

describe('ContactForm analytics', () => {
  it('records start once, then success, labelled "home" on the home form', async () => {
    const { user, fields } = setup('home');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.type(fields.message, 'Please call me back.');
    expect(events('form_start')).toEqual([
      { event: 'form_start', category: 'contact', label: 'home' },
    ]);

    await user.click(fields.submit);
    await screen.findByText('Message sent!');
    expect(events('form_success')).toEqual([
      { event: 'form_success', category: 'contact', label: 'home' },
    ]);
    expect(events('form_error')).toEqual([]);
  });

  it('labels contact-page events with the chosen subject and records errors', async () => {
    fetchMock.mockResolvedValue(new Response('Internal Server Error', { status: 500 }));
    const { user, fields, pageFields } = setup('page');
    const { subject, consent } = pageFields();
    await user.selectOptions(subject, 'results');
    await user.type(fields.name, 'Jo Farmer');
    await user.type(fields.email, 'jo@example.com');
    await user.type(fields.message, 'Where are my water results?');
    await user.click(consent);
    await user.click(fields.submit);

    await screen.findByText('Something went wrong');
    expect(events('form_start')).toEqual([
      { event: 'form_start', category: 'contact', label: 'results' },
    ]);
    expect(events('form_error')).toEqual([
      { event: 'form_error', category: 'contact', label: 'results' },
    ]);
    expect(events('form_success')).toEqual([]);
  });
});
