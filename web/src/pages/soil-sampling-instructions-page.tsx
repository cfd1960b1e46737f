import type { SvgIconComponent } from '@mui/icons-material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { PageLinkButton } from '../components/page-link-button';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import { StepNumber } from '../components/step-cards';
import { SOIL_FIGURES, SOIL_GUIDE } from '../content/sampling';
import { GuideList } from '../features/sampling/components/guide-list';
import { KeepRangesWhole } from '../features/sampling/components/keep-ranges-whole';
import { KeyFigures } from '../features/sampling/components/key-figures';
import { PrintButton } from '../features/sampling/components/print-button';
import { PrintableGuide } from '../features/sampling/components/printable-guide';

function InfoCard({
  id,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: SvgIconComponent;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', p: { xs: 3, md: 4 } }}
    >
      <Stack
        direction="row"
        spacing={2}
        // A gap rather than margins, so the heading stays flush once the tile is gone.
        useFlexGap
        // No tile on the field sheet, where every line counts.
        sx={{
          alignItems: 'center',
          '@media print': { '& > [aria-hidden="true"]': { display: 'none' } },
        }}
      >
        <IconTile icon={icon} />
        <Typography variant="h4" component="h3" id={headingId}>
          {title}
        </Typography>
      </Stack>
      {intro && (
        <Typography sx={{ mt: 2, color: 'text.secondary', '@media print': { mt: 1 } }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ mt: 2.5, '@media print': { mt: 1 } }}>{children}</Box>
    </Card>
  );
}

function AvoidList({ items }: { items: readonly string[] }) {
  return (
    <>
      <Typography
        variant="h6"
        component="h4"
        sx={{ mt: 2.5, mb: 1.25, '@media print': { mt: 1, mb: 0.5 } }}
      >
        {SOIL_GUIDE.avoidTitle}
      </Typography>
      <GuideList items={items} kind="avoid" />
    </>
  );
}

function Steps() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 2.5 },
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        '@media print': { display: 'block' },
      }}
    >
      {SOIL_GUIDE.steps.items.map((step, index) => (
        <Card
          component="li"
          key={step.title}
          sx={{
            p: { xs: 2.5, md: 3 },
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            '@media print': { gap: 1.25 },
          }}
        >
          <StepNumber number={index + 1} size={36} outlineInPrint />
          <Box>
            <Typography variant="h5" component="h3">
              {step.title}
            </Typography>
            <Typography sx={{ mt: 0.75, color: 'text.secondary', '@media print': { mt: 0.25 } }}>
              <KeepRangesWhole text={step.text} />
            </Typography>
          </Box>
        </Card>
      ))}
    </Box>
  );
}

/** /soil-sampling-instructions: the full soil guide, written to be printed and taken along. */
export default function SoilSamplingInstructionsPage() {
  const { equipment, timing, steps, labeling, shipping, help } = SOIL_GUIDE;
  return (
    <PrintableGuide fieldSheet={{ request: SOIL_GUIDE.help.bags }}>
      <PageHero
        eyebrow={SOIL_GUIDE.eyebrow}
        title={SOIL_GUIDE.title}
        lead={
          <>
            {SOIL_GUIDE.lead}
            <KeyFigures figures={SOIL_FIGURES} label={SOIL_GUIDE.figuresLabel} />
          </>
        }
        actions={
          <>
            <PageLinkButton
              link={help.bags}
              variant="contained"
              size="large"
              endIcon={<ArrowForward />}
            />
            <PrintButton label={SOIL_GUIDE.print} variant="outlined" />
          </>
        }
      />
      <Section id="before-you-go" title={SOIL_GUIDE.beforeTitle}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoCard
              id="equipment"
              icon={BuildOutlined}
              title={equipment.title}
              intro={equipment.intro}
            >
              <GuideList items={equipment.points} />
              <AvoidList items={equipment.avoid} />
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoCard id="timing" icon={EventAvailableOutlined} title={timing.title}>
              <GuideList items={timing.points} />
              <AvoidList items={timing.avoid} />
            </InfoCard>
          </Grid>
        </Grid>
      </Section>
      <Section id="steps" tinted title={steps.title} intro={steps.intro}>
        <Steps />
      </Section>
      <Section id="after-sampling" title={SOIL_GUIDE.afterTitle}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoCard
              id="labeling"
              icon={LabelOutlined}
              title={labeling.title}
              intro={labeling.intro}
            >
              <GuideList items={labeling.labels} kind="label" />
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoCard id="shipping" icon={LocalShippingOutlined} title={shipping.title}>
              <GuideList items={shipping.points} />
              <Link
                component={RouterLink}
                to={shipping.shipLink.to}
                className="no-print"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2.5 }}
              >
                {shipping.shipLink.label}
                <ArrowForward fontSize="small" aria-hidden="true" />
              </Link>
            </InfoCard>
          </Grid>
        </Grid>
      </Section>
      {/* Bags and advice are for the screen: the printed guide ends with shipping. */}
      <Box className="no-print">
        <Section id="help" tinted title={help.title} intro={help.intro}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {[help.bags, help.contact].map((action, index) => (
              <PageLinkButton
                key={action.to}
                link={action}
                variant={index === 0 ? 'contained' : 'outlined'}
                size="large"
              />
            ))}
          </Stack>
        </Section>
      </Box>
    </PrintableGuide>
  );
}
