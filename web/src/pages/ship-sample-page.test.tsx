import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHIPPING_REQUEST_MESSAGES as M } from '@lab/shared/schemas/shipping-request';
import { SITE } from '../config/site';
import { renderWithApp } from '../test/render';
import ShipSamplePage from './ship-sample-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"s-1"}', { status: 201 }));
  window.dataLayer = [];
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

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

async function fillValid({ user, fields }: ReturnType<typeof setup>) {
  await user.type(fields.shipperName, 'Jo Farmer');
  await user.type(fields.shipperEmail, 'jo@example.com');
  await user.type(fields.shipperPhone, '780-555-0100');
  await user.selectOptions(fields.sampleType, 'plant-tissue');
  await user.type(fields.shipmentWeight, '4 kg');
  await user.type(fields.shipmentDimensions, '40 x 30 x 30 cm');
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

  it('shows every message of spec section 5 under its field', async () => {
    const { user, fields } = setup();
    await user.type(fields.shipperEmail, 'not-an-email');
    await user.click(fields.submit);

    expect(await screen.findByText(M.shipperName)).toBeInTheDocument();
    expect(fields.shipperName).toHaveAccessibleDescription(M.shipperName);
    expect(fields.shipperEmail).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.shipperPhone).toHaveAccessibleDescription(M.shipperPhone);
    expect(fields.sampleType).toHaveAccessibleDescription(M.sampleType);
    expect(fields.shipmentWeight).toHaveAccessibleDescription(M.shipmentWeight);
    expect(fields.shipmentDimensions).toHaveAccessibleDescription(M.shipmentDimensions);
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
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.type(setupResult.fields.shipmentWeight, ' ');
    await setupResult.user.click(setupResult.fields.submit);

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
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(toast).toHaveTextContent('Shipping request submitted');
    expect(toast).toHaveTextContent('within 24 hours');
    const events = (window.dataLayer ?? []) as { event: string; category?: string }[];
    expect(events.filter((e) => e.category === 'shipping').map((e) => e.event)).toEqual([
      'form_start',
      'form_success',
    ]);
  });

  it('reads "Submitting..." while sending, then keeps the form on failure', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.click(setupResult.fields.submit);

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(
      'There was a problem submitting your shipping request. Please try again.',
    );
    expect(await screen.findByRole('button', { name: 'Request Shipping Label' })).toBeEnabled();
    expect(setupResult.fields.shipmentDimensions).toHaveValue('40 x 30 x 30 cm');
  });
});
