import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { VALIDATION_FAILED } from '@lab/shared/schemas/api-error';
import type { ToastTone } from '../notifications/notice';

/*
 * What the tests of the forms built on `useServerForm` share: the API stood in for by a
 * fetch stub, its answers, and what the visitor then sees. Test code only.
 */

/** The reference number `created` answers with unless told otherwise. */
export const REFERENCE = 'PAL-7K3Q-9D';

/**
 * The API's answer to a stored request: its id and, unless `null` (an API from before
 * reference numbers), its reference number.
 */
export const created = (id: string, reference: string | null = REFERENCE) =>
  // JSON leaves out an undefined member: no `reference` at all.
  new Response(JSON.stringify({ ok: true, id, reference: reference ?? undefined }), {
    status: 201,
  });

/** The API's 400 naming the fields it refused, as its validation sends it. */
export const refusedFields = (errors: Record<string, string>) =>
  new Response(JSON.stringify({ message: VALIDATION_FAILED, errors }), { status: 400 });

/**
 * Replaces fetch for every test of the file: each request is stored as `id` unless a
 * test says otherwise.
 */
export function stubApi(id: string): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(created(id));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Fills in each non-empty value: typed into the field of that name, or picked in its select. */
export async function fillIn(user: UserEvent, values: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    const field = document.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!field) throw new Error(`No field named ${name}`);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}

/** Fills in `values` (as `fillIn` does), then sends the form with its submit button. */
export async function fillAndSubmit<V extends { user: UserEvent; fields: { submit: HTMLElement } }>(
  view: V,
  values: Readonly<Record<string, string>>,
): Promise<V> {
  await fillIn(view.user, values);
  await view.user.click(view.fields.submit);
  return view;
}

/** Makes the next request wait; call the result to answer it. */
export function holdNextAnswer(fetchMock: Mock<typeof fetch>): (response: Response) => void {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  return (response) => answer(response);
}

/** Checks that each field named in `messages` is described by its message. */
export function expectFieldMessages(
  fields: Readonly<Record<string, HTMLElement>>,
  messages: Readonly<Record<string, string>>,
) {
  for (const [name, message] of Object.entries(messages)) {
    expect(fields[name], name).toHaveAccessibleDescription(message);
  }
}

/** The notice, once it shows, having checked its tone and that it reads each of `texts`. */
export async function expectToast(tone: ToastTone, ...texts: string[]): Promise<HTMLElement> {
  const toast = await screen.findByTestId('toast');
  expect(toast).toHaveAttribute('data-tone', tone);
  for (const text of texts) expect(toast).toHaveTextContent(text);
  return toast;
}

/**
 * The labelled line giving `reference`, once it shows. The number is its own element, so
 * that it can be set for reading aloud and selected whole.
 */
export async function findReferenceLine(reference: string = REFERENCE): Promise<HTMLElement> {
  const number = await screen.findByText(reference);
  const line = number.parentElement;
  expect(line).toHaveTextContent(`Your reference number: ${reference}`);
  return line as HTMLElement;
}

/** The analytics events of `category` so far, by name, in order. */
export function formEvents(category: string): string[] {
  const events = (window.dataLayer ?? []) as { event: string; category?: string }[];
  return events.filter((entry) => entry.category === category).map((entry) => entry.event);
}
