import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { PageLinkButton } from '../components/page-link-button';
import { RouterLink } from '../components/router-link';
import {
  CROPS,
  cropByPath,
  cropPath,
  GUIDE_STEPS,
  type Crop,
  type GuideStep,
} from '../content/crops';
import { CROP_PAGE } from '../content/sampling';
import { CropBadge, cropColorSx } from '../features/sampling/components/crop-badge';
import { GuideList } from '../features/sampling/components/guide-list';
import { KeyFigures } from '../features/sampling/components/key-figures';
import { PrintButton } from '../features/sampling/components/print-button';
import { PrintableGuide } from '../features/sampling/components/printable-guide';
import NotFoundPage from './not-found-page';

function SubList({
  id,
  title,
  items,
  kind,
}: {
  id: string;
  title: string;
  items: readonly string[];
  kind: 'avoid' | 'label';
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        mt: 2.5,
        pt: 2.5,
        borderTop: 1,
        borderColor: 'divider',
        '@media print': { mt: 1, pt: 1 },
      }}
    >
      <Typography
        variant="h6"
        component="h3"
        id={headingId}
        sx={{ mb: 1.25, '@media print': { mb: 0.5 } }}
      >
        {title}
      </Typography>
      <GuideList items={items} kind={kind} />
    </Box>
  );
}

interface StepCardProps {
  step: GuideStep;
  number: number;
  /** What to write on each bag, for the handling step. */
  labels?: readonly string[];
  /** What the submission form must say, for crops that list it. */
  form?: readonly string[];
}

/** One step of the guide: its h2, what to do, what to avoid, and for handling the labels. */
function StepCard({ step, number, labels, form }: StepCardProps) {
  const id = `step-${number}`;
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ breakInside: 'avoid', mb: { xs: 2.5, md: 3 }, p: { xs: 3, md: 4 } }}
    >
      <Stack
        direction="row"
        spacing={1.75}
        sx={{ alignItems: 'center', mb: 2.5, '@media print': { mb: 1 } }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 36,
            height: 36,
            '@media print': { width: 28, height: 28 },
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            color: 'var(--crop-color)',
            border: 2,
            borderColor: 'var(--crop-color)',
          }}
        >
          {number}
        </Box>
        <Typography variant="h4" component="h2" id={`${id}-heading`}>
          {step.title}
        </Typography>
      </Stack>
      <GuideList items={step.points} />
      {step.avoid && (
        <SubList id={`${id}-avoid`} title={CROP_PAGE.avoidTitle} items={step.avoid} kind="avoid" />
      )}
      {labels && (
        <SubList id={`${id}-labels`} title={CROP_PAGE.labelsTitle} items={labels} kind="label" />
      )}
      {form && <SubList id={`${id}-form`} title={CROP_PAGE.formTitle} items={form} kind="label" />}
    </Card>
  );
}

function OtherCrops({ current }: { current: Crop }) {
  return (
    <Box component="nav" aria-labelledby="other-crops-heading" sx={{ mt: 5 }}>
      <Typography
        variant="overline"
        component="h2"
        id="other-crops-heading"
        sx={{ color: 'text.secondary' }}
      >
        {CROP_PAGE.otherCrops}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {CROPS.filter((crop) => crop.id !== current.id).map((crop) => (
          <li key={crop.id}>
            <Chip
              component={RouterLink}
              to={cropPath(crop.id)}
              clickable
              variant="outlined"
              label={crop.name}
              icon={<CropBadge crop={crop} size={24} />}
              sx={{ pl: 0.5 }}
            />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * /sampling/{crop}-instructions: one layout for the five crops, driven by content/crops.ts.
 * The crop comes from the path, since the routes are five fixed paths rather than a parameter.
 */
export default function CropPage() {
  const { pathname } = useLocation();
  const crop = cropByPath(pathname);
  if (!crop) return <NotFoundPage />;
  return (
    // A crop guide is half the soil guide's length: its sheet prints in larger type.
    <PrintableGuide fieldSheet={{ request: CROP_PAGE.bags, textSize: 14 }}>
      <PageHero
        eyebrow={CROP_PAGE.eyebrow}
        title={CROP_PAGE.title(crop.name)}
        lead={
          <>
            {crop.summary}
            <KeyFigures figures={crop.keyFigures} label={CROP_PAGE.figuresLabel} />
          </>
        }
        art={
          <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
            <CropBadge crop={crop} size={168} />
          </Box>
        }
      />
      <Box sx={[cropColorSx(crop.color), { py: { xs: 5, md: 8 } }]}>
        <Container maxWidth="lg">
          {/* Columns rather than a grid: a short step sits under another instead of leaving
              a gap beside a long one. They read down: 1 and 2, then 3 and 4. */}
          <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 3 }}>
            {GUIDE_STEPS.map((key, index) => (
              <StepCard
                key={key}
                step={crop[key]}
                number={index + 1}
                {...(key === 'handling' && {
                  labels: crop.handling.labels,
                  form: crop.handling.form,
                })}
              />
            ))}
          </Box>
          <Box className="no-print">
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: { xs: 1.5, md: 3 } }}
            >
              <PageLinkButton
                link={CROP_PAGE.back}
                variant="outlined"
                size="large"
                startIcon={<ArrowBack />}
              />
              <PageLinkButton
                link={CROP_PAGE.bags}
                variant="contained"
                size="large"
                endIcon={<ArrowForward />}
              />
              <PrintButton label={CROP_PAGE.print} variant="text" />
            </Stack>
            <OtherCrops current={crop} />
          </Box>
        </Container>
      </Box>
    </PrintableGuide>
  );
}
