import type { ServiceSection } from '../../content/service-page-types';
import { BoldMarkers } from '../bold-markers';
import { Section } from '../section';
import { AnalysisGroups } from './analysis-groups';
import { CtaBand } from './cta-band';
import { FeaturePanel } from './feature-section';
import { LinkCards } from './link-cards';
import { OrderSteps } from './order-steps';
import { TilesGrid } from './tiles-section';

function SectionBody({ section }: { section: Exclude<ServiceSection, { kind: 'cta' }> }) {
  switch (section.kind) {
    case 'tiles':
      return <TilesGrid section={section} />;
    case 'feature':
      return <FeaturePanel section={section} />;
    case 'analysis':
      return <AnalysisGroups section={section} />;
    case 'links':
      return <LinkCards section={section} />;
    case 'order':
      return <OrderSteps section={section} />;
  }
}

/** Every other section is tinted, starting with the second. */
const isTinted = (index: number) => index % 2 === 1;

/** A service page's sections in order, alternating plain and tinted backgrounds. */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return (
    <>
      {sections.map((section, index) =>
        section.kind === 'cta' ? (
          <CtaBand
            key={section.id}
            section={section}
            // After a plain section its bottom padding already separates the two.
            joined={index > 0 && !isTinted(index - 1)}
          />
        ) : (
          <Section
            key={section.id}
            id={section.id}
            eyebrow={section.eyebrow}
            title={section.title}
            intro={section.intro && <BoldMarkers text={section.intro} />}
            tinted={isTinted(index)}
          >
            <SectionBody section={section} />
          </Section>
        ),
      )}
    </>
  );
}
