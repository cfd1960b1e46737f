import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHIPPING_REQUEST_MESSAGES as M } from '@lab/shared/schemas/shipping-request';
import { EXAMPLE_SHIPPING_REQUEST } from '@lab/shared/schemas/test-helpers';
import * as kit from '../components/form/form-test-kit';
import { SITE } from '../config/site';
import { expectNoAxeViolation } from '../test/axe';
import { renderWithApp } from '../test/render';
import ShipSamplePage from './ship-sample-page';

const fetchMock = kit.stubApi('s-1');

/** The signed links an API with issue 31's documents answers with. */
const DOCUMENTS = {
  label: '/api/documents/label?t=v1.abc',
  form: '/api/documents/form?t=v1.abc',
  track: '/track?t=v1.abc',
};

function setup() {
  const user = userEvent.setup();
  renderWithApp(<ShipSamplePage />, { route: '/ship-sample' });
  const fields = {
    shipperName: screen.getByRole('textbox', { name: /shipper name/i }),
    shipperEmail: screen.getByRole('textbox', { name: /email address/i }),
    shipperPhone: screen.getByRole('textbox', { name: /phone number/i }),
    sampleType: screen.getByRole('combobox', { name: /sample type/i }),
    shipmentWeight: screen.getByRole('textbox', { name: /shipment weight/i }),
    shipmentDimensions: screen.getByRole('textbox', { name: /shipment dimensions/i }),
    submit: screen.getByRole('button', { name: 'Request Shipping Label' }),
  };
  return { user, fields };
}

describe('shipping label request', () => {
  it('links back to soil testing and names the courier', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Back to Soil Testing' })).toHaveAttribute(
      'href',
      '/services/soil-testing',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ship Your Sample' })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`prepaid ${SITE.courier}`)).length).toBeGreaterThan(0);
  });

  it('says what the completed submission form it asks for is', () => {
    setup();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(steps).toHaveTextContent('include the completed submission form');
    expect(within(steps).getByText('The submission form')).toBeInTheDocument();
    expect(steps).toHaveTextContent(
      /the confirmation, and your receipt e-mail, give you a submission form to print, with your request’s reference on it\. No printer\? Write one sheet with your name, phone and e-mail/,
    );
  });

  it('shows every required-field message under its field', async () => {
    const { user, fields } = setup();
    await user.type(fields.shipperEmail, 'not-an-email');
    await user.click(fields.submit);

    expect(await screen.findByText(M.shipperName)).toBeInTheDocument();
    kit.expectFieldMessages(fields, { ...M, shipperEmail: 'Please enter a valid email address' });
    expect(fields.shipperName).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the seven sample types', () => {
    const { fields } = setup();
    expect(
      within(fields.sampleType)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'soil', 'plant-tissue', 'fertilizer', 'feed', 'water', 'humic', 'manure']);
  });

  it('sends the six fields as entered and shows the confirmation', async () => {
    // A trailing space is sent as typed.
    await kit.fillAndSubmit(setup(), { ...EXAMPLE_SHIPPING_REQUEST, shipmentWeight: '4 kg ' });

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/shipping/request');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      shipperName: 'Jo Farmer',
      shipperEmail: 'jo@example.com',
      shipperPhone: '780-555-0100',
      sampleType: 'plant-tissue',
      shipmentWeight: '4 kg ',
      shipmentDimensions: '40 x 30 x 30 cm',
    });

    const heading = await screen.findByRole('heading', { name: 'Shipping Request Submitted!' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Browse Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await kit.expectToast('success', 'Shipping request submitted', 'within 24 hours');
    expect(kit.formEvents('shipping')).toEqual(['form_start', 'form_success']);
  });

  it("gives the reference number to quote beside the spec's confirmation, and copies it", async () => {
    const { user } = await kit.fillAndSubmit(setup(), EXAMPLE_SHIPPING_REQUEST);

    const heading = await screen.findByRole('heading', { name: 'Shipping Request Submitted!' });
    expect(heading).toHaveFocus();
    const confirmation = screen.getByRole('region', { name: 'Shipping Request Submitted!' });
    const line = await kit.findReferenceLine();
    expect(confirmation).toContainElement(line);
    expect(confirmation).toHaveTextContent(
      'Quote it if you call or write to us about your shipment.',
    );
    expect(within(confirmation).getByRole('link', { name: 'Browse Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(confirmation).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await user.click(within(confirmation).getByRole('button', { name: 'Copy number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(kit.REFERENCE);
    expect(within(confirmation).getByRole('status')).toHaveTextContent('Copied');
    // The spec's notice is not replaced by one about copying.
    await kit.expectToast('success', 'Shipping request submitted');
    await expectNoAxeViolation();
  });

  it('links the label (letter and 4×6), the submission form and the status page the answer gives', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ ok: true, id: 's-1', reference: kit.REFERENCE, documents: DOCUMENTS }),
        {
          status: 201,
        },
      ),
    );
    await kit.fillAndSubmit(setup(), EXAMPLE_SHIPPING_REQUEST);

    const confirmation = await screen.findByRole('region', { name: 'Shipping Request Submitted!' });
    // The spec's confirmation text stays as it was, the documents under it.
    expect(confirmation).toHaveTextContent(
      `Thank you. Our team will contact you within 24 hours with your prepaid ${SITE.courier} label, shipping instructions and tracking information.`,
    );
    const documents = within(confirmation).getByRole('region', {
      name: 'Print and follow your request',
    });
    const href = (name: string) =>
      within(documents).getByRole('link', { name }).getAttribute('href');
    expect(href('Print your shipping label')).toBe(DOCUMENTS.label);
    expect(href('4×6 label')).toBe(`${DOCUMENTS.label}&size=4x6`);
    expect(href('Submission form')).toBe(DOCUMENTS.form);
    expect(href('Check the status of this request')).toBe(DOCUMENTS.track);
    await expectNoAxeViolation();
  });

  it('adds no document links when the answer carries none', async () => {
    await kit.fillAndSubmit(setup(), EXAMPLE_SHIPPING_REQUEST);

    await screen.findByRole('heading', { name: 'Shipping Request Submitted!' });
    expect(screen.queryByRole('region', { name: 'Print and follow your request' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Submission form' })).toBeNull();
  });

  it('shows the confirmation as before when the answer carries no reference number', async () => {
    fetchMock.mockResolvedValue(kit.created('s-1', null));
    await kit.fillAndSubmit(setup(), EXAMPLE_SHIPPING_REQUEST);

    const heading = await screen.findByRole('heading', { name: 'Shipping Request Submitted!' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Browse Our Services' })).toBeInTheDocument();
    expect(screen.queryByText(/reference number/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy number' })).not.toBeInTheDocument();
  });

  it('reads "Submitting..." while sending, then keeps the form on failure', async () => {
    const answer = kit.holdNextAnswer(fetchMock);
    const { fields } = await kit.fillAndSubmit(setup(), EXAMPLE_SHIPPING_REQUEST);

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));

    await kit.expectToast(
      'destructive',
      'Error',
      'There was a problem submitting your shipping request. Please try again.',
    );
    expect(await screen.findByRole('button', { name: 'Request Shipping Label' })).toBeEnabled();
    expect(fields.shipmentDimensions).toHaveValue('40 x 30 x 30 cm');
  });
});
