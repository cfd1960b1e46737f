import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BoldMarkers } from '../components/bold-markers';
import { Section } from '../components/section';
import { AnalysisGroups } from '../components/service-detail/analysis-groups';
import { CtaBand } from '../components/service-detail/cta-band';
import { FeaturePanel } from '../components/service-detail/feature-section';
import { ServiceHero } from '../components/service-detail/service-hero';
import { SOIL_DIAGNOSTIC_REPORT, type StepsSection } from '../content/soil-diagnostic-report';
import { serviceById } from '../content/services';

const { hero, signs, includes, process, report, cta } = SOIL_DIAGNOSTIC_REPORT;

function ProcessSteps({ section }: { section: StepsSection }) {
  return (
    <Grid container spacing={2.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {section.steps.map((step, index) => (
        <Grid key={step.title} component="li" size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card sx={{ height: '100%', p: 3 }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {step.text}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

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
        <ProcessSteps section={process} />
      </Section>
      <Section id={report.id} eyebrow={report.eyebrow} title={report.title} tinted>
        <FeaturePanel section={report} />
      </Section>
      <CtaBand section={cta} />
    </>
  );
}
