import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { PageLinkButton } from '../components/page-link-button';
import { Section } from '../components/section';
import { cropById, cropPath, GUIDE_STEPS, type Crop } from '../content/crops';
import {
  CROP_PAGE,
  DEFAULT_SAMPLING_TAB,
  PLANT_TISSUE_FIGURES,
  PLANT_TISSUE_GUIDELINES,
  SAMPLING_OVERVIEW,
  SAMPLING_TAB_IDS,
  SOIL_FIGURES,
  type PageLink,
  type SamplingTabId,
} from '../content/sampling';
import { CropBadge } from '../features/sampling/components/crop-badge';
import { GuideList } from '../features/sampling/components/guide-list';
import { KeepRangesWhole } from '../features/sampling/components/keep-ranges-whole';
import { KeyFigures } from '../features/sampling/components/key-figures';
import { PrintableGuide } from '../features/sampling/components/printable-guide';
import { panelId, SamplingTabs, tabId } from '../features/sampling/components/sampling-tabs';

function PanelActions({ links }: { links: readonly PageLink[] }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 4 }}
      className="no-print"
    >
      {links.map((link, index) => (
        <PageLinkButton
          key={link.to}
          link={link}
          variant={index === 0 ? 'contained' : 'outlined'}
          size="large"
          endIcon={index === 0 ? <ArrowForward /> : undefined}
        />
      ))}
    </Stack>
  );
}

function PanelHeading({ children }: { children: ReactNode }) {
  return <Typography variant="h2">{children}</Typography>;
}

function SoilPanel() {
  const { soil } = SAMPLING_OVERVIEW;
  return (
    <>
      <PanelHeading>{soil.title}</PanelHeading>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem', maxWidth: 760 }}>
        {soil.intro}
      </Typography>
      <KeyFigures figures={SOIL_FIGURES} label="Soil sampling at a glance" />
      <Card sx={{ mt: 4, p: { xs: 3, md: 4 } }}>
        <Box
          component="ol"
          sx={{ m: 0, pl: 3, display: 'grid', gap: 1.25, '& li::marker': { fontWeight: 700 } }}
        >
          {soil.steps.map((step) => (
            <Typography component="li" key={step} sx={{ pl: 0.5 }}>
              <KeepRangesWhole text={step} />
            </Typography>
          ))}
        </Box>
      </Card>
      <PanelActions links={[soil.action]} />
    </>
  );
}

function PlantTissuePanel() {
  const { plantTissue } = SAMPLING_OVERVIEW;
  const { bestPractices, handling } = PLANT_TISSUE_GUIDELINES;
  return (
    <>
      <PanelHeading>{plantTissue.title}</PanelHeading>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem', maxWidth: 760 }}>
        {plantTissue.intro}
      </Typography>
      <KeyFigures figures={PLANT_TISSUE_FIGURES} label="Plant tissue sampling at a glance" />
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mt: 4 }}>
        {[bestPractices, handling].map((list) => (
          <Grid key={list.title} size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%', p: { xs: 3, md: 4 } }}>
              <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
                {list.title}
              </Typography>
              <GuideList items={list.points} />
            </Card>
          </Grid>
        ))}
      </Grid>
      <PanelActions links={[plantTissue.action, plantTissue.cropsAction]} />
    </>
  );
}

function MiniList({
  title,
  items,
  kind,
}: {
  title: string;
  items: readonly string[];
  kind: 'avoid' | 'label';
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      <GuideList items={items} kind={kind} dense />
    </>
  );
}

function CropPanel({ crop }: { crop: Crop }) {
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CropBadge crop={crop} size={52} />
        <PanelHeading>{SAMPLING_OVERVIEW.cropTitle(crop.name)}</PanelHeading>
      </Stack>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem', maxWidth: 760 }}>
        {crop.summary}
      </Typography>
      <KeyFigures figures={crop.keyFigures} label={`${crop.name} sampling at a glance`} />
      {/* Columns, as on the crop page: short steps do not leave gaps beside long ones. */}
      <Box sx={{ mt: 4, columnCount: { xs: 1, md: 2 }, columnGap: 3 }}>
        {GUIDE_STEPS.map((key) => {
          const step = crop[key];
          return (
            <Card
              key={key}
              sx={{ breakInside: 'avoid', mb: { xs: 2, md: 3 }, p: { xs: 2.5, md: 3 } }}
            >
              <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
                {step.title}
              </Typography>
              <GuideList items={step.points} dense />
              {step.avoid && (
                <MiniList title={CROP_PAGE.avoidTitle} items={step.avoid} kind="avoid" />
              )}
              {key === 'handling' && (
                <MiniList title={CROP_PAGE.labelsTitle} items={crop.handling.labels} kind="label" />
              )}
            </Card>
          );
        })}
      </Box>
      <PanelActions
        links={[{ label: SAMPLING_OVERVIEW.cropAction(crop.name), to: cropPath(crop.id) }]}
      />
    </>
  );
}

function panelContent(tab: SamplingTabId): ReactNode {
  if (tab === 'soil') return <SoilPanel />;
  if (tab === 'plant-tissue') return <PlantTissuePanel />;
  return <CropPanel crop={cropById(tab)} />;
}

/** /sampling-instructions: soil, plant tissue and each crop in one tabbed overview. */
export default function SamplingInstructionsPage() {
  const { pathname } = useLocation();
  return (
    <PrintableGuide>
      <PageHero
        eyebrow={SAMPLING_OVERVIEW.eyebrow}
        title={SAMPLING_OVERVIEW.title}
        lead={SAMPLING_OVERVIEW.lead}
      />
      <Section>
        <SamplingTabs pathname={pathname} />
        {/* Every panel is in the pre-rendered HTML, so search engines read them all; only
            the selected one is shown, on screen and on paper. The page script shows
            the one chosen. */}
        {SAMPLING_TAB_IDS.map((tab) => (
          <Box
            key={tab}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            hidden={tab !== DEFAULT_SAMPLING_TAB}
          >
            {panelContent(tab)}
          </Box>
        ))}
      </Section>
    </PrintableGuide>
  );
}
