import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_MESSAGE } from '@lab/shared/schemas/fields';
import { RESOURCE_REQUEST_MESSAGES as M } from '@lab/shared/schemas/resource-request';
import { EXAMPLE_RESOURCE_REQUEST_FORM } from '@lab/shared/schemas/test-helpers';
import * as kit from '../components/form/form-test-kit';
import { renderWithApp } from '../test/render';
import ResourceRequestPage from './resource-request-page';

const fetchMock = kit.stubApi('r-1');

function setup() {
  const user = userEvent.setup();
  const view = renderWithApp(<ResourceRequestPage />, { route: '/request-bags' });
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

function sentBody(): unknown {
  return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
}

describe('resource request validation', () => {
  it('shows every required-field message under its field and focuses the first', async () => {
    const { user, fields } = setup();
    await user.click(fields.submit);

    expect(await screen.findByText(M.name)).toBeInTheDocument();
    kit.expectFieldMessages(fields, { ...M, email: 'Please enter a valid email address' });
    for (const optional of [fields.phone, fields.company, fields.notes]) {
      expect(optional).toHaveAttribute('aria-invalid', 'false');
    }
    expect(fields.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a postal code that is not Canadian, with a clear message', async () => {
    const { user, fields } = setup();
    await kit.fillIn(user, EXAMPLE_RESOURCE_REQUEST_FORM);
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

describe('resource request submission', () => {
  it('sends the API payload: joined address, null phone, comments on separate lines', async () => {
    const { user, fields } = setup();
    await kit.fillIn(user, EXAMPLE_RESOURCE_REQUEST_FORM);
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
    const answer = kit.holdNextAnswer(fetchMock);
    await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(kit.created('r-1'));
    expect(await screen.findByRole('heading', { name: 'Request Submitted!' })).toBeInTheDocument();
  });

  it('replaces the form with the confirmation and the success notice', async () => {
    await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    const heading = await screen.findByRole('heading', { name: 'Request Submitted!' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await kit.expectToast('success', 'Container request submitted', '1-2 business days');
    expect(kit.formEvents('container')).toEqual(['form_start', 'form_success']);
  });

  it("says the spec's confirmation word for word", async () => {
    await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    await screen.findByRole('heading', { name: 'Request Submitted!' });
    expect(
      screen.getByText(
        'Thank you. We process container requests within 1-2 business days and will send your containers to the address you gave us.',
      ),
    ).toBeInTheDocument();
  });

  it('links the documents the answer gives under the confirmation, and none without them', async () => {
    const documents = {
      label: '/api/documents/label?t=v1.xyz',
      form: '/api/documents/form?t=v1.xyz',
      track: '/track?t=v1.xyz',
    };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: true, id: 'r-1', reference: kit.REFERENCE, documents }), {
        status: 201,
      }),
    );
    await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    const confirmation = await screen.findByRole('region', { name: 'Request Submitted!' });
    const links = within(confirmation).getByRole('region', {
      name: 'Print and follow your request',
    });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Print your shipping label', documents.label],
      ['4×6 label', `${documents.label}&size=4x6`],
      ['Submission form', documents.form],
      ['Check the status of this request', documents.track],
    ]);
  });

  it('adds no document links when the answer carries none', async () => {
    await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    await screen.findByRole('region', { name: 'Request Submitted!' });
    expect(screen.queryByRole('link', { name: 'Print your shipping label' })).toBeNull();
  });

  it("gives the reference number to quote under the spec's confirmation", async () => {
    fetchMock.mockResolvedValue(kit.created('r-1', 'PAL-R2X8-4M'));
    await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    expect(await screen.findByRole('heading', { name: 'Request Submitted!' })).toHaveFocus();
    const confirmation = screen.getByRole('region', { name: 'Request Submitted!' });
    expect(confirmation).toContainElement(await kit.findReferenceLine('PAL-R2X8-4M'));
    expect(confirmation).toHaveTextContent(
      'Quote it if you call or write to us about your containers.',
    );
    expect(within(confirmation).getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it.each([
    ['no reference number', kit.created('r-1', null)],
    ['an empty body', new Response('', { status: 201 })],
  ])('shows the confirmation as before when the answer has %s', async (_, answer) => {
    fetchMock.mockResolvedValue(answer);
    await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    expect(await screen.findByRole('heading', { name: 'Request Submitted!' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toBeInTheDocument();
    expect(screen.queryByText(/reference number/i)).not.toBeInTheDocument();
    await kit.expectToast('success', 'Container request submitted');
  });

  it('keeps the form as typed and shows the error notice when the request fails', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const { fields } = await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    await kit.expectToast(
      'destructive',
      'Error',
      'There was a problem submitting your request. Please try again.',
    );
    expect(fields.name).toHaveValue('Jo Farmer');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Request Submitted!' })).not.toBeInTheDocument();
  });

  it("places the server's postal code error under the postal code field", async () => {
    fetchMock.mockResolvedValue(kit.refusedFields({ address: POSTAL_CODE_MESSAGE }));
    const { fields } = await kit.fillAndSubmit(setup(), EXAMPLE_RESOURCE_REQUEST_FORM);

    await waitFor(() => expect(fields.postalCode).toHaveAccessibleDescription(POSTAL_CODE_MESSAGE));
    expect(fields.postalCode).toHaveFocus();
  });
});
