/*
 * The laboratory as its requesters reach it, written once for the website and for the
 * e-mails and printed documents the API makes: its name, phone, address, hours, and the
 * promises its request forms make.
 * Placeholders, like the rest of the site's configuration, set before launch.
 */

export const LABORATORY = {
  name: 'Prairie Agri Lab',
  legalName: 'Prairie Agricultural Laboratories Ltd.',
  phone: '+1 780-555-0142',
  phoneDisplay: '(780) 555-0142',
  email: 'info@prairieagrilab.example',
  /**
   * Where samples and post reach the laboratory: the lines as an envelope or a shipping
   * label prints them, and the parts structured data and the site's copy need.
   */
  address: {
    lines: ['Unit 4, 11820 170 Street NW', 'Edmonton, Alberta T5S 1J7', 'Canada'],
    street: 'Unit 4, 11820 170 Street NW',
    locality: 'Edmonton',
    region: 'AB',
    postalCode: 'T5S 1J7',
    country: 'CA',
  },
  hours: {
    weekdays: 'Monday to Friday, 8:00 AM to 5:00 PM',
    saturday: 'Saturday, 9:00 AM to 1:00 PM',
    sunday: 'Sunday, closed',
    sampleDropoff: 'Sample drop-off 24/7 in our secured box',
  },
} as const;

/**
 * The laboratory's time zone: its days (the staff filters, "Today"), its business hours and
 * every time shown to staff or in the laboratory's e-mails and exports are counted in it.
 */
export const LABORATORY_TIME_ZONE = 'America/Edmonton';

/** What the laboratory promises each kind of request, in its own words. */
export const REQUEST_PROMISES = {
  /** Sample containers ordered on the website. */
  containerProcessing: '1-2 business days',
  /** A prepaid shipping label asked for on the website. */
  shippingContact: 'within 24 hours',
} as const;
