import { SITE } from '../config/site';

/** Copy of the home page sections. */
export const HOME = {
  hero: {
    eyebrow: `${SITE.accreditation.standard} accredited through ${SITE.accreditation.body}`,
    title: 'Lab results you can farm by',
    lead: `Soil, plant tissue, water, fertilizer, feed, manure and humic testing from our Edmonton laboratory, serving growers across Alberta and Saskatchewan since ${SITE.founded}. Plant tissue results in 24 hours, 7 days a week.`,
    cta: 'Request a Test',
    secondary: 'Explore Our Services',
    image: {
      src: '/images/field-hero.svg',
      alt: 'Illustration of prairie fields and a grain elevator above a soil profile, with a flask of plant extract and a results chart',
    },
    stats: [
      { value: '24 h', label: 'plant tissue turnaround' },
      { value: '3-5 days', label: 'standard turnaround' },
      { value: String(SITE.founded), label: 'serving growers since' },
    ],
  },
  services: {
    eyebrow: 'What we test',
    title: 'Core services',
    intro: 'Seven accredited analyses, one sample submission form and results you can act on.',
    viewAll: 'View All Services',
  },
  accreditation: {
    eyebrow: 'Why accreditation matters',
    title: 'Numbers you can defend',
    intro: `Our laboratory is accredited to ${SITE.accreditation.standard} by ${SITE.accreditation.body}, the Canadian Association for Laboratory Accreditation.`,
    points: [
      {
        title: 'Validated methods',
        body: 'Every method we report is validated and audited, so a result from us means the same thing every season.',
      },
      {
        title: 'Quality control in every batch',
        body: 'Reference materials, blanks and duplicates run with your samples; a batch that fails its checks is rerun before anything is released.',
      },
      {
        title: 'Independent audits',
        body: 'CALA assessors review our competence, records and proficiency testing on a regular cycle.',
      },
    ],
  },
  testimonials: { eyebrow: 'From our clients', title: 'Trusted on farms across the Prairies' },
  banner: {
    title: 'A modern laboratory, built for the growing season',
    body: 'Every sample is logged and tracked from our receiving bench to your report. A 24/7 secured drop box and same-day express delivery keep samples moving when it matters most.',
    link: 'About the laboratory',
    image: {
      src: '/images/lab-bench.svg',
      alt: 'Illustration of our laboratory bench with sample cups, a microscope, an analyser, test tubes, glassware and soil sample bags',
    },
  },
  portal: {
    eyebrow: 'Client portal',
    title: 'Order tests and see results online',
    body: 'Submit sample forms, track samples through the lab and download reports from the client portal.',
    farmer: 'Farmer Login',
    distributor: 'Distributor Login',
  },
  contact: {
    title: 'Get In Touch',
    intro:
      'Questions about sampling, pricing or a result? Call, e-mail or send us a message and our team will get back to you shortly.',
  },
} as const;
