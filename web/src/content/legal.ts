import { RECORD_BACKUP_DAYS, RECORD_RETENTION_MONTHS } from '@lab/shared/constants/retention';
import { AUDIT_RETENTION_DAYS } from '@lab/shared/data/tables';
import { SITE } from '../config/site';
import type { SiteHref } from '../config/site-routes';

/*
 * The privacy policy and terms of service. Both are a title, an effective date and
 * numbered sections of paragraphs, lists, sub-headings, links and a contact block;
 * `components/legal-document.tsx` lays them out. Strings may carry `**bold**` markers.
 */

/** A link in a legal text: `to` for a page of this site, `href` for another site. */
export type LegalLink = { label: string; note?: string } & ({ to: SiteHref } | { href: string });

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'links'; links: readonly LegalLink[] }
  /** The laboratory's postal address, e-mail and phone, to someone's attention. */
  | {
      kind: 'contact';
      attention: string;
      name: string;
      lines: readonly string[];
      email: string;
      phone: string;
      phoneDisplay: string;
    };

export interface LegalSection {
  /** In-page anchor of the section, linked from the table of contents. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** ISO date, for `<time dateTime>`. */
  effectiveDate: string;
  /** The same date as people read it. */
  effectiveLabel: string;
  sections: readonly LegalSection[];
}

/** Both documents take effect on January 1, 2025. */
const EFFECTIVE = { effectiveDate: '2025-01-01', effectiveLabel: 'January 1, 2025' } as const;

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
const sub = (text: string): LegalBlock => ({ kind: 'subheading', text });
const contact = (attention: string): LegalBlock => ({
  kind: 'contact',
  attention,
  name: SITE.legalName,
  lines: SITE.address.lines,
  email: SITE.email,
  phone: SITE.phone,
  phoneDisplay: SITE.phoneDisplay,
});

const WE = `${SITE.legalName} (“${SITE.name}”, “we”, “us”)`;

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${SITE.name} collects, uses, keeps and protects the personal information you give us through this website, and how to see, correct or delete it.`,
  ...EFFECTIVE,
  sections: [
    {
      id: 'about-this-policy',
      heading: 'About this policy',
      blocks: [
        p(
          `${WE} operates an agricultural testing laboratory in ${SITE.address.locality}, Alberta. We handle personal information in line with Alberta’s **Personal Information Protection Act (PIPA)** and the federal **Personal Information Protection and Electronic Documents Act (PIPEDA)**.`,
        ),
        p(
          'This policy covers this website: the pages you read and the forms you send. Orders, sample submissions and results are handled in our separate client portal and under your service agreement with us; the same principles apply to them.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        p(
          'We only collect what you type into a form, plus basic usage information described below. You can read every page of this site without telling us who you are.',
        ),
        sub('Contact form'),
        list(
          'Your name and e-mail address',
          'Your phone number, if you give it',
          'The subject you choose and your message',
          'On the contact page, your consent to our collecting and storing this information to respond to you',
        ),
        sub('Sample container request'),
        list(
          'Your name, e-mail address and, if you give them, your phone number and company',
          'Your mailing address: street, city, province and postal code',
          'The type of container, the quantity you need and any notes you add',
        ),
        sub('Shipping label request'),
        list(
          'The shipper’s name, e-mail address and phone number',
          'The type of sample and the weight and dimensions of the shipment',
        ),
        sub('Usage information'),
        p(
          'When analytics is turned on, this site records which pages are viewed and which buttons and links are clicked (for example a service card, a sample report download or the start and result of a form). The analytics script, provided by Google Analytics, also receives your IP address, browser and device type, approximate location and the page that referred you.',
        ),
        p(
          'Please do not include sensitive information, such as health or financial details, in a message. We do not need it to answer you.',
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        list(
          'To answer your message, by e-mail or by phone if you gave us a number',
          'To ship the sample containers you asked for to the address you gave',
          'To arrange a prepaid courier shipping label and send you shipping instructions and tracking information',
          'To alert our staff by internal e-mail that a new request has arrived',
          'To understand, in aggregate, how the site is used so we can improve it',
          'To keep the records the law and our accreditation require',
        ),
        p(
          'We do not sell, rent or trade personal information, and we do not send marketing e-mails unless you ask us to.',
        ),
      ],
    },
    {
      id: 'consent',
      heading: 'Consent',
      blocks: [
        p(
          'By sending a form you consent to our using the information in it for the purpose the form describes. On the contact page we ask for that consent with a checkbox.',
        ),
        p(
          'You may withdraw your consent at any time, subject to legal or contractual limits, by contacting our Privacy Officer. If you do, we may not be able to answer a request or ship what you asked for.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        p(
          'We share personal information only with service providers who help us run this website and answer your requests, and only what each one needs:',
        ),
        list(
          'Our cloud hosting and e-mail delivery providers, which store the forms you send and deliver our replies',
          'Our courier, which receives the shipper’s name, phone number and shipment details needed for a shipping label',
          'Our analytics provider, which receives the usage information described above',
        ),
        p(
          'Each provider is bound by contract to protect the information and use it only for the services it provides to us. We may also disclose information when the law requires or allows it, for example in answer to a court order.',
        ),
      ],
    },
    {
      id: 'where-it-is-stored',
      heading: 'Where your information is stored',
      blocks: [
        p(
          'The forms you send are stored on secure cloud infrastructure operated by our service providers. Your information may be stored or processed **outside Alberta and outside Canada**, including in the United States, where it may be accessible to courts and authorities under the laws of that country.',
        ),
        p(
          'You can ask our Privacy Officer, using the contact details at the end of this policy, for written information about our policies and practices for service providers outside Canada, or with any question about how they collect, use, disclose or store personal information for us.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        list(
          '**Theme preference.** If you choose a light, dark or system theme, your browser’s local storage remembers the choice. It stays on your device and is never sent to us.',
          '**Staff sign-in.** When laboratory staff sign in to the admin area, a sign-in token is kept in the browser’s local storage until they sign out. Visitors never receive one.',
          '**Analytics cookies.** When analytics is turned on, Google Analytics sets cookies that tell one visit from another. We do not use advertising cookies.',
        ),
        p(
          'You can clear local storage and block or delete cookies in your browser settings. The site works without them; it just will not remember your theme.',
        ),
        {
          kind: 'links',
          links: [
            {
              label: 'Google Analytics opt-out browser add-on',
              href: 'https://tools.google.com/dlpage/gaoptout',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        p(
          `We keep each contact, container and shipping request for **${RECORD_RETENTION_MONTHS} months** after it reaches us, then delete it automatically, with any notes our staff made on it, unless it becomes part of a client record (for example when you go on to submit samples). You can ask us to delete your requests sooner (see below). Client records are kept for as long as our accreditation, tax and other legal obligations require.`,
        ),
        p(
          'Analytics data is kept by our analytics provider for no longer than 14 months and is only reported to us in aggregate.',
        ),
        p(
          `Backups: so that a fault or mistake cannot lose your requests, our systems can recover them as they were at any moment of the last **${RECORD_BACKUP_DAYS} days**, and keep daily backups for the same ${RECORD_BACKUP_DAYS} days; a request deleted from our systems is therefore gone from the backups too within ${RECORD_BACKUP_DAYS} days. Our record of who did what in our systems, which holds no contents of your requests, is backed up and kept for **${AUDIT_RETENTION_DAYS / 365} years**. If we ever restore from a backup, we delete again everything you asked us to delete since that backup was taken before anyone uses the restored information.`,
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        p(
          'The site is served only over encrypted connections (HTTPS). Requests are stored with access limited to staff who need them, behind a staff sign-in, and our providers protect their infrastructure with physical, technical and administrative safeguards.',
        ),
        p(
          'No method of transmission or storage is perfectly secure. If a breach creates a real risk of significant harm to you, we will notify you and the privacy commissioners as PIPA and PIPEDA require.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Access, correction and deletion',
      blocks: [
        p('You may ask us at any time to:'),
        list(
          'Tell you what personal information we hold about you, how we have used it and to whom we have disclosed it',
          'Correct information that is wrong or incomplete',
          'Delete information we are not required to keep',
        ),
        p(
          'Write to our Privacy Officer by e-mail or post, using the contact details below. We answer within **30 days**, inside the time limits PIPEDA and PIPA set; if we need longer, as those laws allow in some cases, we will tell you why and when to expect an answer. We may ask you to confirm your identity first. There is no charge for a simple request; if a request would involve a fee, we will tell you before we proceed.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      blocks: [
        p(
          'Please contact our Privacy Officer first: most concerns can be settled quickly. If you are not satisfied with our answer, you may complain to either commissioner:',
        ),
        {
          kind: 'links',
          links: [
            {
              label: 'Office of the Information and Privacy Commissioner of Alberta',
              note: 'for Alberta’s Personal Information Protection Act',
              href: 'https://oipc.ab.ca/',
            },
            {
              label: 'Office of the Privacy Commissioner of Canada',
              note: 'for PIPEDA',
              href: 'https://www.priv.gc.ca/',
            },
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy as our services, providers or the law change. The effective date at the top of this page shows when it last changed. If we want to use personal information for a new purpose, we will ask for your consent first.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact our Privacy Officer',
      blocks: [contact('Privacy Officer')],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  summary: `The terms that apply when you use the ${SITE.name} website, and how they relate to the testing services we provide.`,
  ...EFFECTIVE,
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        p(
          `This website is operated by ${WE}, an accredited agricultural testing laboratory in ${SITE.address.locality}, Alberta. By using the site you agree to these terms. If you do not agree, please do not use it.`,
        ),
      ],
    },
    {
      id: 'using-this-website',
      heading: 'Using this website',
      blocks: [
        p(
          'You may use the site to learn about our services and to send us requests. Please do not:',
        ),
        list(
          'Send false information, or another person’s personal information without their permission',
          'Send spam, or automated or bulk requests',
          'Try to reach the staff area without authorization, or probe, scan or disrupt the site',
          'Use the site in any way that breaks the law',
        ),
        p('We may refuse or remove requests that break these rules.'),
      ],
    },
    {
      id: 'not-agronomic-advice',
      heading: 'Information, not agronomic advice',
      blocks: [
        p(
          'The information on this site, including our sampling guides, interpretation ranges and sample reports, is general information. It is **not agronomic advice** for your fields, crops or livestock. Decisions about fertilizer, feed or management should take your own conditions into account; we recommend discussing them with a professional agrologist or qualified advisor.',
        ),
      ],
    },
    {
      id: 'testing-services',
      heading: 'Testing services',
      blocks: [
        p(
          'Test orders, prices and results are handled in our client portal. Each test is governed by your **service agreement** with us and by the quote or price list shown in the portal when you order. If anything on this site differs from your service agreement or quote, the service agreement and quote apply.',
        ),
        p(
          'Requesting sample containers or a shipping label through this site does not place a test order or commit you to buying one.',
        ),
      ],
    },
    {
      id: 'submitting-samples',
      heading: 'Submitting samples',
      blocks: [
        p(
          'Results can only be as good as the sample. When you send us samples, you are responsible for:',
        ),
        list(
          'Collecting them as described in our sampling instructions, or as agreed with us',
          'Labelling each sample (for example field name, crop and date) and including a completed submission form',
          'Packing them so they arrive intact, and shipping them promptly',
          'Telling us in advance about any sample that may be hazardous, and not sending materials a courier may not carry',
        ),
        p(
          'We are not responsible for results affected by how a sample was collected, stored or shipped, or for samples lost or delayed by a courier. We keep samples for a limited time after reporting, as set out in your service agreement, and then dispose of them.',
        ),
      ],
    },
    {
      id: 'turnaround-times',
      heading: 'Turnaround times',
      blocks: [
        p(
          'Turnaround times on this site (standard testing in 3-5 days, rush testing in 24-48 hours, plant tissue results within 24 hours and soil reports in 5 business days) are **estimates**, counted from when the samples reach the laboratory. They are not guarantees: holidays, seasonal volume, courier delays, incomplete submission forms or re-testing can extend them.',
        ),
      ],
    },
    {
      id: 'confidentiality-of-results',
      heading: 'Confidentiality of results',
      blocks: [
        p(
          'We release results only to the client who submitted the samples and to the people that client authorizes, such as an agronomist or retailer named on the submission, through the client portal or by the contact details on file.',
        ),
        p(
          `We do not disclose results to anyone else unless the law requires it. ${SITE.accreditation.body} assessors may review records during accreditation audits under their own confidentiality obligations. We may use results with every identifying detail removed to check our methods and to follow regional soil and crop trends.`,
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        p(
          'This website and its content are provided “as is”. We work to keep them accurate and available, but we do not promise that they are complete, current or free of errors, or that the site will always be available.',
        ),
        p(
          'To the extent the law allows, we are not liable for any indirect, incidental or consequential loss, including crop, yield, livestock or business losses, arising from use of this website or reliance on its content. Our liability for testing services is limited as set out in your service agreement and, where it says nothing, to the fee paid for the test concerned.',
        ),
        p('Nothing in these terms limits any liability that cannot be limited under Alberta law.'),
      ],
    },
    {
      id: 'client-portal-and-external-links',
      heading: 'Client portal and other websites',
      blocks: [
        p(
          'Our client portal opens in a new tab. It is a separate service with its own terms of use, which apply when you register, sign in, order or view results there.',
        ),
        {
          kind: 'links',
          links: [{ label: 'Client portal registration', href: SITE.portal.registration }],
        },
        p(
          'This site also links to websites we do not control, such as standards bodies, maps and social media. We are not responsible for their content or their privacy practices.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        p(
          `The text, illustrations, logo, sampling guides and sample reports on this site belong to ${SITE.legalName} or its licensors. You may view, download and print them for your own use or to work with us. Please ask before reproducing them for any other purpose.`,
        ),
        p('Your own test results are yours to use and share as you wish.'),
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        p('Our Privacy Policy explains how we handle the personal information you send us.'),
        { kind: 'links', links: [{ label: 'Privacy Policy', to: '/privacy-policy' }] },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms from time to time. The effective date at the top of this page shows when they last changed, and the version on this page applies to your use of the site from that date.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        p(
          'These terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there. Any dispute about them or this website will be heard by the courts of Alberta.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [p('Questions about these terms are welcome:'), contact('Client Services')],
    },
  ],
};
