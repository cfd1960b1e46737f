import type { SvgIconComponent } from '@mui/icons-material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { PageLinkButton } from '../components/page-link-button';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import { CROPS, cropPath, type Crop } from '../content/crops';
import {
  PLANT_TISSUE_FIGURES,
  PLANT_TISSUE_GUIDELINES,
  PLANT_TISSUE_INDEX,
} from '../content/sampling';
import { CropBadge, cropColorSx } from '../features/sampling/components/crop-badge';
import { GuideList } from '../features/sampling/components/guide-list';
import { KeyFigures } from '../features/sampling/components/key-figures';
import { PrintableGuide } from '../features/sampling/components/printable-guide';

function CropCard({ crop }: { crop: Crop }) {
  const headingId = `${crop.id}-card-heading`;
  const action = PLANT_TISSUE_INDEX.cropAction(crop.name);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={[
        cropColorSx(crop.color),
        {
          height: '100%',
          p: { xs: 3, md: 3.5 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          borderTop: 4,
          borderTopColor: 'var(--crop-color)',
          '&:hover': { boxShadow: 2 },
        },
      ]}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CropBadge crop={crop} />
        <Typography variant="h4" component="h3" id={headingId}>
          {crop.name}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>{crop.description}</Typography>
      <Box sx={{ mt: 'auto', pt: 1 }} className="no-print">
        <Button
          component={RouterLink}
          to={cropPath(crop.id)}
          variant="outlined"
          endIcon={<ArrowForward />}
        >
          {action}
        </Button>
      </Box>
    </Card>
  );
}

function GuidelineCard({
  id,
  icon,
  title,
  points,
}: {
  id: string;
  icon: SvgIconComponent;
  title: string;
  points: readonly string[];
}) {
  const headingId = `${id}-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', p: { xs: 3, md: 4 } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5 }}>
        <IconTile icon={icon} />
        <Typography variant="h4" component="h3" id={headingId}>
          {title}
        </Typography>
      </Stack>
      <GuideList items={points} />
    </Card>
  );
}

/** /sampling/plant-tissue-instructions: the crop guides, and the rules every crop shares. */
export default function PlantTissueInstructionsPage() {
  const { bestPractices, handling } = PLANT_TISSUE_GUIDELINES;
  return (
    <PrintableGuide>
      <PageHero
        eyebrow={PLANT_TISSUE_INDEX.eyebrow}
        title={PLANT_TISSUE_INDEX.title}
        lead={
          <>
            {PLANT_TISSUE_INDEX.lead}
            <KeyFigures figures={PLANT_TISSUE_FIGURES} label="Plant tissue sampling at a glance" />
          </>
        }
        actions={
          <>
            <PageLinkButton
              link={PLANT_TISSUE_INDEX.actions.bags}
              variant="contained"
              size="large"
            />
            <PageLinkButton
              link={PLANT_TISSUE_INDEX.actions.ship}
              variant="outlined"
              size="large"
            />
          </>
        }
      />
      <Section
        id="crops"
        title={PLANT_TISSUE_INDEX.cropsTitle}
        intro={PLANT_TISSUE_INDEX.cropsIntro}
      >
        <Grid container spacing={{ xs: 2, md: 3 }} sx={{ justifyContent: 'center' }}>
          {CROPS.map((crop) => (
            <Grid key={crop.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <CropCard crop={crop} />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section
        id="guidelines"
        tinted
        title={PLANT_TISSUE_GUIDELINES.title}
        intro={PLANT_TISSUE_GUIDELINES.intro}
      >
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <GuidelineCard
              id="best-practices"
              icon={FactCheckOutlined}
              title={bestPractices.title}
              points={bestPractices.points}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GuidelineCard
              id="sample-handling"
              icon={LocalShippingOutlined}
              title={handling.title}
              points={handling.points}
            />
          </Grid>
        </Grid>
      </Section>
    </PrintableGuide>
  );
}
