import type { PageLink } from '../config/site-routes';

/*
 * The words of the requester's side of issue 31: the documents a request's confirmation
 * links to, and the /track status page. The API's own messages (the not-found answer, the
 * field messages) come from @lab/shared and are not repeated here.
 */

/** The links under a container or shipping label request's confirmation. */
export const REQUEST_DOCUMENTS = {
  title: 'Print and follow your request',
  text: 'Print the label for the box and put the completed submission form inside it.',
  label: 'Print your shipping label',
  /** The same label laid out for a 4×6 in label printer. */
  label4x6: '4×6 label',
  form: 'Submission form',
  track: 'Check the status of this request',
} as const;

/** The query parameter that asks the label link for the 4×6 in layout. */
export const LABEL_4X6_QUERY = 'size=4x6';

/** The query parameter of a signed status link, from a confirmation or an e-mail. */
export const TRACK_TOKEN_PARAM = 't';

export const TRACK_PAGE = {
  hero: {
    eyebrow: 'Your samples',
    title: 'Track a request',
    lead: 'See where your container or shipping label request stands: when we sent your containers, when your samples arrived and when to expect results.',
  },
  form: {
    title: 'Find your request',
    intro:
      'Enter the reference number from your receipt e-mail and the e-mail address you used for the request.',
    reference: { label: 'Reference number', placeholder: 'For example: PAL-7K3Q-9D' },
    email: 'Email address',
    submit: 'Check status',
    busy: 'Checking...',
  },
  link: {
    checking: 'Checking your request...',
  },
  aside: {
    title: 'Where to find your reference',
    items: [
      {
        title: 'In your receipt e-mail',
        text: 'Every container and shipping label request gets a reference like PAL-7K3Q-9D, e-mailed to you when you send it.',
      },
      {
        title: 'On your label and form',
        text: 'The printed shipping label and submission form carry the same reference, with a barcode we scan when your box arrives.',
      },
      {
        title: 'A link does it for you',
        text: 'The status link in our e-mails and on your confirmation opens this page with your request already found.',
      },
    ],
  },
  outcome: {
    title: (reference: string) => `Request ${reference}`,
    throttled: 'Too many attempts, please wait a minute and try again',
    offline: 'We could not reach the laboratory. Check your connection and try again in a moment.',
    failed: 'Something went wrong on our side. Please try again in a few minutes.',
    retry: 'Try again',
  },
  steps: {
    requested: 'Requested',
    containersSent: 'Containers sent',
    samplesReceived: 'Samples received',
    expected: 'Expected results',
    results: 'Results',
    pending: 'Pending',
    containersPending: 'We have not sent your containers yet.',
    samplesPending: 'Your samples have not reached the laboratory yet.',
    expectedPending: 'We give the date once your samples arrive.',
    trackingNumber: 'Tracking number',
    boxes: (count: number) => (count === 1 ? '1 box' : `${count} boxes`),
    condition: 'condition',
    between: (earliest: string, latest: string) => `Between ${earliest} and ${latest}`,
  },
  results: {
    text: 'Results will appear in the client portal',
    link: { label: 'Go to the client portal', to: '/portal' } satisfies PageLink,
  },
} as const;
