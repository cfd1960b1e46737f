import { LegalDocument } from '../components/legal-document';
import { TERMS_OF_SERVICE } from '../content/legal';

/** /terms-of-service: the terms of using the site and how they meet the service agreement. */
export default function TermsOfServicePage() {
  return <LegalDocument content={TERMS_OF_SERVICE} />;
}
