/**
 * The team shown on /about. `photo` describes the drawn avatar (initials on a tinted
 * disc) that stands in for a portrait until staff photos are taken.
 */
export interface TeamPhoto {
  initials: string;
  /** Palette colour of the avatar. */
  tone: 'primary' | 'secondary' | 'success' | 'warning';
}

export interface TeamMember {
  name: string;
  role: string;
  shortBio: string;
  /** Shown by "Read more"; the toggle appears only when this is longer than shortBio. */
  fullBio: string;
  credentials: readonly string[];
  photo: TeamPhoto;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Dr. Karen Lindqvist',
    role: 'Laboratory Director',
    shortBio:
      'Soil chemist who founded the laboratory in 2015 to bring fast, accredited testing closer to prairie farms.',
    fullBio:
      'Soil chemist who founded the laboratory in 2015 to bring fast, accredited testing closer to prairie farms. Karen grew up on a mixed grain and cattle operation near Camrose and spent eight years in research on soil acidity and phosphorus availability in Black and Gray Luvisolic soils before opening the lab. She leads method development and still reviews every soil diagnostic report before it is released.',
    credentials: [
      'PhD, Soil Science, University of Alberta',
      'Professional Agrologist (P.Ag.), Alberta Institute of Agrologists',
    ],
    photo: { initials: 'KL', tone: 'primary' },
  },
  {
    name: 'Daniel Okafor',
    role: 'Quality Manager',
    shortBio:
      'Runs our ISO/IEC 17025 quality system, from instrument calibration to proficiency testing.',
    fullBio:
      'Runs our ISO/IEC 17025 quality system, from instrument calibration to proficiency testing. Daniel joined in 2017 from an environmental laboratory in Calgary, where he validated ICP methods for water and soil. He prepares every CALA assessment, trains new analysts on our methods and investigates any result that falls outside its control limits.',
    credentials: [
      'M.Sc., Analytical Chemistry, University of Saskatchewan',
      'Professional Chemist (P.Chem.), Association of the Chemical Profession of Alberta',
    ],
    photo: { initials: 'DO', tone: 'secondary' },
  },
  {
    name: 'Jasmine Thibault',
    role: 'Agronomy & Client Services Lead',
    shortBio:
      'Helps growers and agronomists choose the right tests and turn reports into fertility plans.',
    fullBio:
      'Helps growers and agronomists choose the right tests and turn reports into fertility plans. Jasmine spent six seasons as a retail agronomist in east-central Alberta before joining us, and she knows what a report has to say to be useful in a spray-season phone call. She also coordinates our pickup routes and the sampling workshops we run with county agricultural fieldmen each spring.',
    credentials: [
      'B.Sc. Agriculture, Crop Science, University of Saskatchewan',
      'Professional Agrologist (P.Ag.)',
      'Certified Crop Adviser (CCA)',
    ],
    photo: { initials: 'JT', tone: 'success' },
  },
  {
    name: 'Ravi Sandhu',
    role: 'Senior Analyst, Plant Tissue',
    shortBio:
      'Leads the plant tissue and SAP bench that turns in-season samples around in 24 hours, 7 days a week.',
    fullBio:
      'Leads the plant tissue and SAP bench that turns in-season samples around in 24 hours, 7 days a week.',
    credentials: [
      'B.Sc., Biological Sciences, University of Alberta',
      'Diploma, Chemical Technology, NAIT',
    ],
    photo: { initials: 'RS', tone: 'warning' },
  },
];

/** Whether "Read more" has anything to add. */
export function hasLongerBio(member: TeamMember): boolean {
  return member.fullBio.length > member.shortBio.length;
}
