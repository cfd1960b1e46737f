/**
 * Copy of the /portal page: the two ways into the client portal and the tutorial video
 * library. Ordering and results live in the external portal; this page only links to it.
 */

export const TUTORIAL_TAGS = ['Farmer', 'Distributor', 'Soil', 'Water', 'Plant Tissue'] as const;
export type TutorialTag = (typeof TUTORIAL_TAGS)[number];

/** The filter's first choice, showing every video; the filter starts here. */
export const ALL_TAGS = 'All';
export type TutorialFilter = TutorialTag | typeof ALL_TAGS;
export const TUTORIAL_FILTERS: readonly TutorialFilter[] = [ALL_TAGS, ...TUTORIAL_TAGS];

export interface TutorialVideo {
  id: string;
  title: string;
  description: string;
  tags: readonly TutorialTag[];
}

/** Placeholders until the recordings are published: title and description, no video yet. */
export const TUTORIAL_VIDEOS: readonly TutorialVideo[] = [
  {
    id: 'farmer-first-soil-submission',
    title: 'Register and submit your first soil samples',
    description:
      'Create your farmer account, add your fields, print submission forms with barcodes and follow your soil samples from drop-off to final report.',
    tags: ['Farmer', 'Soil'],
  },
  {
    id: 'distributor-tissue-results',
    title: 'Manage grower accounts and plant tissue results',
    description:
      'Set up growers under your distributor account, submit SAP and dry tissue samples on their behalf and share in-season results the day they are ready.',
    tags: ['Distributor', 'Plant Tissue'],
  },
];

export function videosWithTag(filter: TutorialFilter): readonly TutorialVideo[] {
  return filter === ALL_TAGS
    ? TUTORIAL_VIDEOS
    : TUTORIAL_VIDEOS.filter((video) => video.tags.includes(filter));
}

export const PORTAL_HERO = {
  eyebrow: 'Client Portal',
  title: 'Order tests and see results online',
  lead: 'Submit samples, follow them through the laboratory and download every report from one secure account, whether you farm your own land or manage testing for hundreds of growers.',
};

export interface PortalAccess {
  id: 'farmer' | 'distributor';
  title: string;
  description: string;
  features: readonly string[];
  action: string;
}

export const PORTAL_ACCESS_SECTION = {
  title: 'Choose your access',
  intro:
    'Both accounts are free and open in the same registration portal, in a new tab. Choose the one that matches how you work with us.',
  signIn: 'Already have an account?',
  farmerLogin: 'Farmer Login',
  distributorLogin: 'Distributor Login',
};

export const PORTAL_ACCESS: readonly PortalAccess[] = [
  {
    id: 'farmer',
    title: 'Farmer Access',
    description: 'For producers testing their own fields, crops, water, feed and manure.',
    features: [
      'Order soil, plant tissue, water, feed and manure tests',
      'Track each sample from receiving to final report',
      'Download reports and compare results year over year',
      'Print barcoded submission forms for your sample bags',
    ],
    action: 'Register as a Farmer',
  },
  {
    id: 'distributor',
    title: 'Distributor Access',
    description:
      'For ag retailers, agronomists and distributors who submit samples for their growers.',
    features: [
      'Submit samples for many growers from one account',
      'Organise results by grower, farm and field',
      'Share reports with growers as soon as they are ready',
      'Order sample bags and shipping labels for your locations',
    ],
    action: 'Register as a Distributor',
  },
];

export const TUTORIALS_SECTION = {
  title: 'Tutorial videos',
  intro:
    'Short walkthroughs of the portal for farmers and distributors. Filter by topic to find the one you need.',
  filterLabel: 'Filter videos by tag',
  empty: 'No videos found with the selected tag',
  comingSoon: 'Video coming soon',
};

export const PORTAL_HELP = {
  title: 'Need a hand getting set up?',
  text: 'Our client services team can create your account with you over the phone, import your field list, or walk your staff through the distributor tools.',
  action: 'Contact client services',
};
