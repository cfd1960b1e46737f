import { BoldMarkers } from '../components/bold-markers';
import { Section } from '../components/section';
import { AnalysisGroups } from '../components/service-detail/analysis-groups';
import { CtaBand } from '../components/service-detail/cta-band';
import { FeaturePanel } from '../components/service-detail/feature-section';
import { ServiceHero } from '../components/service-detail/service-hero';
import { StepCards } from '../components/step-cards';
import { serviceById } from '../content/services';
import { SOIL_DIAGNOSTIC_REPORT } from '../content/soil-diagnostic-report';

const { hero, signs, includes, process, report, cta } = SOIL_DIAGNOSTIC_REPORT;

/** /soil-diagnostic-report: what the diagnostic report is for, what it measures, how to order. */
export default function SoilDiagnosticReportPage() {
  return (
    <>
      {/* The soil testing illustration: this report is part of that service. */}
      <ServiceHero service={serviceById('soil-testing')} hero={hero} />
      <Section id={signs.id} eyebrow={signs.eyebrow} title={signs.title}>
        <FeaturePanel section={signs} />
      </Section>
      <Section
        id={includes.id}
        eyebrow={includes.eyebrow}
        title={includes.title}
        intro={includes.intro && <BoldMarkers text={includes.intro} />}
        tinted
      >
        <AnalysisGroups section={includes} />
      </Section>
      <Section
        id={process.id}
        eyebrow={process.eyebrow}
        title={process.title}
        intro={process.intro}
      >
        <StepCards steps={process.steps} lg={3} />
      </Section>
      <Section id={report.id} eyebrow={report.eyebrow} title={report.title} tinted>
        <FeaturePanel section={report} />
      </Section>
      <CtaBand section={cta} />
    </>
  );
}
