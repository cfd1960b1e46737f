import { LegalDocument } from '../components/legal-document';
import { PRIVACY_POLICY } from '../content/legal';

/** /privacy-policy: what the site collects and why, under PIPEDA and Alberta's PIPA. */
export default function PrivacyPolicyPage() {
  return <LegalDocument content={PRIVACY_POLICY} />;
}
