import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTAL_CODE_MESSAGE } from '@lab/shared/schemas/fields';
import { RESOURCE_REQUEST_MESSAGES as M } from '@lab/shared/schemas/resource-request';
import { renderWithApp } from '../test/render';
import ContainerRequestPage from './container-request-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"r-1"}', { status: 201 }));
  window.dataLayer = [];
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup();
  const view = renderWithApp(<ContainerRequestPage />, { route: '/request-bags' });
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const fields = {
    name: field(/full name/i),
    email: field(/email address/i),
    phone: field(/phone/i),
    company: field(/company/i),
    quantity: field(/quantity needed/i),
    address: field(/street address/i),
    city: field(/city/i),
    postalCode: field(/postal code/i),
    notes: field(/notes/i),
    containerType: screen.getByRole('combobox', { name: /container type/i }),
    province: screen.getByRole('combobox', { name: /province/i }),
    submit: screen.getByRole('button', { name: 'Submit Request' }),
  };
  return { user, view, fields };
}

async function fillValid({ user, fields }: ReturnType<typeof setup>) {
  await user.type(fields.name, 'Jo Farmer');
  await user.type(fields.email, 'jo@example.com');
  await user.selectOptions(fields.containerType, 'soil-sample-bags');
  await user.type(fields.quantity, '25 bags');
  await user.type(fields.address, '123 Range Road 45');
  await user.type(fields.city, 'Leduc');
  await user.selectOptions(fields.province, 'AB');
  await user.type(fields.postalCode, 't9e 2x2');
}

function sentBody(): unknown {
  return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
}

describe('container request validation', () => {
  it('shows every required-field message of spec section 5 and focuses the first', async () => {
    const { user, fields } = setup();
    await user.click(fields.submit);

    expect(await screen.findByText(M.name)).toBeInTheDocument();
    expect(fields.name).toHaveAccessibleDescription(M.name);
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.containerType).toHaveAccessibleDescription(M.containerType);
    expect(fields.quantity).toHaveAccessibleDescription(M.quantity);
    expect(fields.address).toHaveAccessibleDescription(M.address);
    expect(fields.city).toHaveAccessibleDescription(M.city);
    expect(fields.province).toHaveAccessibleDescription(M.province);
    expect(fields.postalCode).toHaveAccessibleDescription(M.postalCode);
    for (const optional of [fields.phone, fields.company, fields.notes]) {
      expect(optional).toHaveAttribute('aria-invalid', 'false');
    }
    expect(fields.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a postal code that is not Canadian, with a clear message', async () => {
    const setupResult = setup();
    await fillValid(setupResult);
    const { user, fields } = setupResult;
    await user.clear(fields.postalCode);
    await user.type(fields.postalCode, '90210');
    await user.click(fields.submit);

    expect(await screen.findByText(POSTAL_CODE_MESSAGE)).toBeInTheDocument();
    expect(fields.postalCode).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the three container types and the provinces, Alberta and Saskatchewan first', () => {
    const { fields } = setup();
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels(fields.containerType)).toEqual([
      'Select a container type',
      'Soil Sample Bags',
      'Plant Tissue Bags',
      'Water Sample Bottles',
    ]);
    const provinces = labels(fields.province);
    expect(provinces.slice(0, 3)).toEqual(['Select a province', 'Alberta', 'Saskatchewan']);
    expect(provinces).toHaveLength(14);
  });
});

describe('container request submission', () => {
  it('sends the section 7 payload: joined address, null phone, comments on separate lines', async () => {
    const setupResult = setup();
    await fillValid(setupResult);
    const { user, fields } = setupResult;
    await user.type(fields.company, 'Prairie Acres');
    await user.type(fields.notes, 'Leave at the gate');
    await user.click(fields.submit);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resources/request');
    expect(sentBody()).toEqual({
      resourceId: 'soil-sample-bags',
      name: 'Jo Farmer',
      email: 'jo@example.com',
      address: '123 Range Road 45, Leduc, AB, T9E 2X2',
      phone: null,
      comments:
        'Company: Prairie Acres\nContainer type: Soil Sample Bags\nQuantity: 25 bags\nNotes: Leave at the gate',
    });
  });

  it('reads "Submitting..." and is disabled while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.click(setupResult.fields.submit);

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(new Response('{"ok":true,"id":"r-1"}', { status: 201 }));
    expect(await screen.findByRole('heading', { name: 'Request Submitted!' })).toBeInTheDocument();
  });

  it('replaces the form with the confirmation and the success notice', async () => {
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.click(setupResult.fields.submit);

    const heading = await screen.findByRole('heading', { name: 'Request Submitted!' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(toast).toHaveTextContent('Container request submitted');
    expect(toast).toHaveTextContent('1-2 business days');
    const events = (window.dataLayer ?? []) as { event: string; category?: string }[];
    expect(events.filter((e) => e.category === 'container').map((e) => e.event)).toEqual([
      'form_start',
      'form_success',
    ]);
  });

  it('keeps the form as typed and shows the error notice when the request fails', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.click(setupResult.fields.submit);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(
      'There was a problem submitting your request. Please try again.',
    );
    expect(setupResult.fields.name).toHaveValue('Jo Farmer');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Request Submitted!' })).not.toBeInTheDocument();
  });

  it("places the server's postal code error under the postal code field", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Please correct the highlighted fields',
          errors: { address: POSTAL_CODE_MESSAGE },
        }),
        { status: 400 },
      ),
    );
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.click(setupResult.fields.submit);

    await waitFor(() =>
      expect(setupResult.fields.postalCode).toHaveAccessibleDescription(POSTAL_CODE_MESSAGE),
    );
    expect(setupResult.fields.postalCode).toHaveFocus();
  });
});
