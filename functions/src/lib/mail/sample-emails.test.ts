import { describe, expect, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { expectedResults } from '@lab/shared/time/expected-results';
import {
  RESOURCE_RECORD as RESOURCE,
  SHIPPING_RECORD as SHIPPING,
} from '../documents/test-records';
import { arrivalEmail, dayInWords, dispatchEmail, expectedInWords } from './sample-emails';

const SITE = 'https://lab.example';
// The test records carry references; the e-mails need them typed so.
const SHIPPING_RECORD = { ...SHIPPING, reference: 'PAL-7K3Q-9D' };
const RESOURCE_RECORD = { ...RESOURCE, reference: 'PAL-H4WX-2M' };
const LINKS = {
  label: `${SITE}/api/documents/label?t=v1.label`,
  form: `${SITE}/api/documents/form?t=v1.form`,
  track: `${SITE}/track?t=v1.track`,
};

// Friday 27 November 2026, 3 p.m. in Edmonton (21:00 or 22:00 UTC, whichever the tz data
// says: the day is Friday either way), so business days skip the weekend.
const FRIDAY_AFTERNOON = Date.parse('2026-11-27T22:00:00.000Z');

const received = (expected = expectedResults(FRIDAY_AFTERNOON, 'soil')) => ({
  at: new Date(FRIDAY_AFTERNOON).toISOString(),
  by: 'staff.jo',
  boxes: 2,
  condition: 'as-expected' as const,
  note: 'STAFF-NOTE-NEVER-MAILED',
  expected: {
    turnaround: expected.turnaround,
    words: expected.words,
    earliest: expected.earliest,
    latest: expected.latest,
  },
});

describe('the expected results date in words', () => {
  it('names the weekday, month and day of a laboratory day', () => {
    expect(dayInWords('2026-11-30')).toBe('Monday, November 30');
    expect(dayInWords('2026-12-01')).toBe('Tuesday, December 1');
  });

  it('says one day when earliest and latest are the same, else between the two', () => {
    const one = {
      turnaround: 'plantTissue',
      words: '24 hours',
      earliest: '2026-12-01',
      latest: '2026-12-01',
    } as const;
    expect(expectedInWords(one)).toBe('Tuesday, December 1');
    expect(expectedInWords({ ...one, earliest: '2026-11-30', latest: '2026-12-02' })).toBe(
      'between Monday, November 30 and Wednesday, December 2',
    );
  });
});

describe('the arrival e-mail', () => {
  it('tells the requester when and how the samples arrived and when to expect results, counted past the weekend', () => {
    const fact = received();
    // Friday afternoon's arrival counts from Monday: nothing falls on the weekend.
    expect(['Saturday', 'Sunday']).not.toContain(dayInWords(fact.expected.earliest).split(',')[0]);
    const email = arrivalEmail('shipping', SHIPPING_RECORD, fact, LINKS, SITE);

    expect(email.to).toBe(SHIPPING_RECORD.shipperEmail);
    expect(email.replyTo).toBe(LABORATORY.email);
    expect(email.subject).toBe(`Your samples arrived at ${LABORATORY.name} — PAL-7K3Q-9D`);
    expect(email.text).toContain('Reference number: PAL-7K3Q-9D');
    expect(email.text).toContain('Arrived: Nov 27, 2026');
    expect(email.text).toContain('(Edmonton time)');
    expect(email.text).toContain('Received: 2 boxes, condition: As expected');
    expect(email.text).toContain(`Expected results: ${expectedInWords(fact.expected)}`);
    expect(email.text).toContain('Your results will appear in the client portal');
    expect(email.text).toContain(`Follow your request: ${LINKS.track}`);
    expect(email.text).not.toContain('STAFF-NOTE');
    expect(email.text).not.toContain('condition of the samples affects');
  });

  it('says one box, and that the laboratory will call, when a box arrived damaged', () => {
    const email = arrivalEmail(
      'resource',
      RESOURCE_RECORD,
      { ...received(), boxes: 1, condition: 'damaged' },
      LINKS,
      SITE,
    );
    expect(email.to).toBe(RESOURCE_RECORD.email);
    expect(email.text).toContain('Received: 1 box, condition: Damaged');
    expect(email.text).toContain(
      'We will contact you if the condition of the samples affects the testing.',
    );
  });

  it('names nothing the requester typed: no name, address or comments', () => {
    const email = arrivalEmail('resource', RESOURCE_RECORD, received(), LINKS, SITE);
    expect(email.text).not.toContain(RESOURCE_RECORD.name);
    expect(email.text).not.toContain('Range Road');
    expect(email.text).not.toContain('Côté Farms');
  });
});

describe('the dispatch e-mail', () => {
  const sent = {
    at: '2026-11-27T22:00:00.000Z',
    by: 'staff.jo',
    courier: 'canada-post' as const,
    tracking: '1234 5678 9012 3456',
  };

  it('gives the courier, the tracking number and link, and the documents to send the samples back', () => {
    const email = dispatchEmail(RESOURCE_RECORD, sent, LINKS, SITE);
    expect(email.to).toBe(RESOURCE_RECORD.email);
    expect(email.replyTo).toBe(LABORATORY.email);
    expect(email.subject).toBe('Your sample containers are on their way — PAL-H4WX-2M');
    expect(email.text).toContain('Reference number: PAL-H4WX-2M');
    expect(email.text).toContain('Courier: Canada Post');
    expect(email.text).toContain('Tracking number: 1234 5678 9012 3456');
    expect(email.text).toContain(
      'Track the parcel: https://www.canadapost-postescanada.ca/track-reperage/en#/details/1234%205678%209012%203456',
    );
    expect(email.text).toContain(`Shipping label: ${LINKS.label}`);
    expect(email.text).toContain(`Submission form: ${LINKS.form}`);
    expect(email.text).toContain(`Follow your request: ${LINKS.track}`);
    expect(email.text).not.toContain(RESOURCE_RECORD.name);
  });

  it('encodes a hostile tracking number in its link, and keeps it out of the subject', () => {
    const hostile = '1"><script>x</script>\nBcc: victim@example.com&x=1';
    const email = dispatchEmail(RESOURCE_RECORD, { ...sent, tracking: hostile }, LINKS, SITE);
    const link = email.text.split('\n').find((line) => line.startsWith('Track the parcel: '));
    expect(link).toBe(
      `Track the parcel: https://www.canadapost-postescanada.ca/track-reperage/en#/details/${encodeURIComponent(hostile)}`,
    );
    expect(link).not.toMatch(/[<>"\s]victim|<script>/);
    expect(email.subject).not.toContain('script');
    expect(email.subject).not.toContain('\n');
  });
});
