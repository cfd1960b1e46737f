import type { SiteHref, SitePath } from '../config/site-routes';
import type { SampleReport } from './sample-reports';

/*
 * The shapes of the service pages' copy (service-pages.ts) and of the pages built from
 * the same sections (soil-diagnostic-report.ts): a hero, then an ordered list of
 * sections of a few kinds, each drawn by a component of components/service-detail/.
 */

/** Icons the service pages can show; `components/service-detail/service-icon.tsx` draws them. */
export type IconName =
  | 'agriculture'
  | 'biotech'
  | 'compare'
  | 'description'
  | 'event'
  | 'factory'
  | 'fact-check'
  | 'grain'
  | 'grass'
  | 'health'
  | 'insights'
  | 'landscape'
  | 'flower'
  | 'layers'
  | 'menu-book'
  | 'opacity'
  | 'person'
  | 'pets'
  | 'savings'
  | 'scale'
  | 'science'
  | 'shield'
  | 'shipping'
  | 'spa'
  | 'speed'
  | 'storefront'
  | 'support'
  | 'trending-up'
  | 'tune'
  | 'verified'
  | 'water';

/** Where an action goes. */
export type Destination =
  /** A page of this site (or a section of one), through the router. */
  | { kind: 'page'; to: SiteHref }
  /** Another site (the client portal): always a new tab. */
  | { kind: 'external'; href: string }
  /** A sample report PDF: a new tab, and a pdf_download analytics event. */
  | { kind: 'report'; report: SampleReport };

export interface Action {
  label: string;
  target: Destination;
  /** @default 'contained' for the first action of a group, 'outlined' for the rest */
  variant?: 'contained' | 'outlined';
}

export interface Fact {
  /** Short and large: '24 h', '5 days'. */
  value: string;
  label: string;
}

interface SectionBase {
  /** Anchor of the section, also the id its h2 is labelled by. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

export interface Tile {
  icon: IconName;
  title: string;
  text: string;
  points?: readonly string[];
  /** The test exists but its details are still being written: say so plainly. */
  comingSoon?: boolean;
  action?: Action;
}

/** A grid of cards: highlights, benefits, parameters, audiences. */
export interface TilesSection extends SectionBase {
  kind: 'tiles';
  tiles: readonly Tile[];
  /** Cards per row from md up. @default 3 */
  columns?: 2 | 3 | 4;
}

/** A card of prose with either key figures or a checklist beside it. */
export interface FeatureSection extends SectionBase {
  kind: 'feature';
  body: readonly string[];
  /** A checklist; shown beside the prose, or under it when there are facts. */
  points?: readonly string[];
  pointsTitle?: string;
  facts?: readonly Fact[];
  actions?: readonly Action[];
  /**
   * 'split' puts the figures or checklist beside the prose; 'stacked' puts a long
   * checklist under it, in columns. @default 'split'
   */
  layout?: 'split' | 'stacked';
}

export interface AnalysisItem {
  /** The measurement as the report names it. */
  name: string;
  /** What it tells the grower. */
  detail: string;
}

export interface AnalysisGroup {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  items: readonly AnalysisItem[];
}

/** Measurements grouped by kind, each item with a one-line meaning. */
export interface AnalysisSection extends SectionBase {
  kind: 'analysis';
  groups: readonly AnalysisGroup[];
}

export interface LinkCard {
  icon: IconName;
  title: string;
  text: string;
  to: SitePath;
}

/** Cards that each open a page of this site. */
export interface LinksSection extends SectionBase {
  kind: 'links';
  links: readonly LinkCard[];
}

/** One step of ordering a test. */
export interface OrderStep {
  title: string;
  /** May carry `**bold**` markers. */
  text: string;
  /** Where the step is done, when a page (or the portal) is where it is done. */
  action?: Action;
}

/** How to order a test, step by step: the same path on every service page. */
export interface OrderSection extends SectionBase {
  kind: 'order';
  steps: readonly OrderStep[];
}

/** The closing call to action of a page. */
export interface CtaSection extends SectionBase {
  kind: 'cta';
  actions: readonly Action[];
}

export type ServiceSection =
  TilesSection | FeatureSection | AnalysisSection | LinksSection | OrderSection | CtaSection;

export interface ServiceHero {
  eyebrow: string;
  /** The h1; the service title when absent. */
  title?: string;
  lead: string;
  /** Short claims shown as chips under the lead. */
  facts?: readonly string[];
  actions: readonly Action[];
  /** A line under the buttons, e.g. where they lead. */
  note?: string;
}

export interface ServicePageContent {
  hero: ServiceHero;
  sections: readonly ServiceSection[];
}

export interface Step {
  icon: IconName;
  title: string;
  text: string;
}

export interface ServicesPageContent {
  hero: { eyebrow: string; title: string; lead: string };
  grid: { title: string; intro: string };
  /** The card after the seven services. */
  custom: { title: string; text: string; action: Action };
  steps: { eyebrow: string; title: string; items: readonly Step[] };
}
