import { REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import { SITE } from '../config/site';
import type { PageLink } from '../config/site-routes';

/**
 * What "the completed submission form" is, for the guides and pages that ask for one: the
 * printable form a shipping label or container request gives (on its confirmation and in
 * its receipt e-mail, with the reference number on it), or, without a printer, a sheet the
 * sender writes with the same details; the shipping page and every service page's How to
 * order say so.
 */
export const SUBMISSION_FORM = {
  title: 'The submission form',
  text: 'Request a shipping label or sample containers on this site and the confirmation, and your receipt e-mail, give you a submission form to print, with your request’s reference on it. No printer? Write one sheet with your name, phone and e-mail, the reference, each sample’s ID as written on its bag or bottle, and the tests you want, and pack it with your samples.',
};

/** Copy of the resource request screen (sample containers: /request-bags and /resources/request). */
export const RESOURCE_REQUEST_PAGE = {
  hero: {
    eyebrow: 'Free sample containers',
    title: 'Request Sample Containers',
    lead: `Tell us what you need and where to send it. We process container requests within ${REQUEST_PROMISES.containerProcessing}.`,
  },
  form: {
    title: 'Container request',
    intro: 'Fields marked * are required.',
    submit: 'Submit Request',
    success: {
      title: 'Container request submitted',
      description: `We will process your request within ${REQUEST_PROMISES.containerProcessing} and send your containers soon.`,
    },
    failure: 'There was a problem submitting your request. Please try again.',
  },
  containers: {
    title: 'What we send',
    items: [
      {
        title: 'Soil sample bags',
        text: 'Labelled bags that hold about 500 g of mixed soil, enough for a full analysis.',
      },
      {
        title: 'Plant tissue bags',
        text: 'Breathable paper bags: tissue sweats and spoils in plastic.',
      },
      {
        title: 'Water sample bottles',
        text: 'Clean bottles for irrigation and livestock water, with filling instructions.',
      },
    ],
  },
  next: {
    title: 'Ready to sample?',
    links: [
      { label: 'Soil sampling instructions', to: '/soil-sampling-instructions' },
      { label: 'Plant tissue sampling by crop', to: '/sampling/plant-tissue-instructions' },
      { label: 'Request a shipping label', to: '/ship-sample' },
    ] satisfies PageLink[],
  },
};

/** Copy of the shipping label request screen (/ship-sample). */
export const SHIP_SAMPLE_PAGE = {
  back: { label: 'Back to Soil Testing', to: '/services/soil-testing' } satisfies PageLink,
  hero: {
    eyebrow: 'Prepaid shipping',
    title: 'Ship Your Sample',
    lead: `Request a prepaid ${SITE.courier} shipping label. We will contact you within 24 hours with shipping instructions and tracking information.`,
  },
  form: {
    title: 'Shipping label request',
    intro: 'All fields are required.',
    submit: 'Request Shipping Label',
    success: {
      title: 'Shipping request submitted',
      description:
        'We will contact you within 24 hours with shipping instructions and tracking information.',
    },
    failure: 'There was a problem submitting your shipping request. Please try again.',
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Request your label',
        text: 'Tell us who is shipping, what kind of samples and how big the box is.',
      },
      {
        title: 'We contact you within 24 hours',
        text: `You receive a prepaid ${SITE.courier} label, shipping instructions and a tracking number.`,
      },
      {
        title: 'Pack and ship',
        text: 'Label every sample, include the completed submission form, and ship early in the week so samples do not sit over a weekend.',
      },
      {
        title: 'We test and report',
        text: 'Results arrive in the client portal: standard turnaround 3-5 days, rush 24-48 hours.',
      },
    ],
  },
  submissionForm: SUBMISSION_FORM,
  dropOff: `Near Edmonton? ${SITE.hours.sampleDropoff}, or book a pickup instead.`,
};
