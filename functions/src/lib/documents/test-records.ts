import type { ResourceRequestRecord, ShippingRequestRecord } from '@lab/shared/schemas/records';

/*
 * Stored requests the documents' tests and benchmark print: one shipping-label request, one
 * container request, and the hostile name the forms accept (accents in and out of
 * Windows-1252, CJK, an emoji sequence, right-to-left script).
 */

const stored = {
  // Summer: Edmonton is UTC−6 under every tz database release (2026c keeps daylight time all
  // year from November 2026; earlier releases go back to UTC−7).
  createdAt: '2026-07-15T19:40:00.000Z',
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  notes: [],
  assignee: null,
  replies: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
} as const;

export const SHIPPING_RECORD: ShippingRequestRecord = {
  ...stored,
  notes: [],
  replies: [],
  id: '01KB0000000000000000000001',
  reference: 'PAL-7K3Q-9D',
  shipperName: 'Dana Whitford',
  shipperEmail: 'dana@example.com',
  shipperPhone: '780-555-0199',
  sampleType: 'soil',
  shipmentWeight: '12 kg',
  shipmentDimensions: '40 x 30 x 30 cm',
};

export const RESOURCE_RECORD: ResourceRequestRecord = {
  ...stored,
  notes: [],
  replies: [],
  id: '01KB0000000000000000000002',
  reference: 'PAL-H4WX-2M',
  name: 'Jean-François Côté',
  resourceId: 'plant-tissue-bags',
  email: 'jf@example.com',
  phone: null,
  address: '22 Range Road 254, Sturgeon County, AB, T8R 1A1',
  comments:
    'Company: Côté Farms\nContainer type: Plant Tissue Bags\nQuantity: 40\nNotes: please send before the 15th, we sample canola at bolting',
};

/** Every kind of character the forms accept that Helvetica cannot draw. */
export const HOSTILE_NAME = 'Łukasz Őrs 王小明 👩‍🌾 محمد Zoë';

export const HOSTILE_RECORD: ShippingRequestRecord = {
  ...SHIPPING_RECORD,
  id: '01KB0000000000000000000003',
  reference: 'PAL-ZZ22-X9',
  shipperName: HOSTILE_NAME,
  sampleType: 'manure',
};

/** The most a form has to hold: soil's tests under a container request's longest details. */
export const CROWDED_RECORD: ResourceRequestRecord = {
  ...RESOURCE_RECORD,
  id: '01KB0000000000000000000004',
  reference: 'PAL-CR2W-D7',
  name: HOSTILE_NAME,
  resourceId: 'soil-sample-bags',
  address: `${'Quarter NE-12-54-25-W4, Range Road 254 and Township Road 542, '.repeat(3)}AB, T8R 1A1`,
  comments: `Company: ${'Very Long Farm Company Name Ltd. '.repeat(4)}\nContainer type: Soil Sample Bags\nQuantity: 120\nNotes: ${'please call before delivery, the gate is locked; '.repeat(6)}`,
};
