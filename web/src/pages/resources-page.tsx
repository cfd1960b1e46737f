import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import {
  QUICK_RESOURCES,
  RESOURCE_CARDS,
  RESOURCES_HERO,
  resourceDestination,
  type ResourceCard,
} from '../content/resources';
import {
  RESOURCE_PARAM,
  ResourceKeyHandler,
} from '../features/resources/components/resource-key-handler';
import { Island } from '../islands/island';

const CARD_ICONS: Record<ResourceCard['id'], typeof LocalShippingIcon> = {
  'ship-sample': LocalShippingIcon,
  'request-containers': Inventory2Icon,
  'sample-instructions': MenuBookIcon,
};

function ResourceCardView({ card }: { card: ResourceCard }) {
  const headingId = `resource-${card.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column' }}
    >
      <IconTile icon={CARD_ICONS[card.id]} size={56} />
      <Typography variant="h4" component="h2" id={headingId} sx={{ mt: 2.5 }}>
        {card.title}
      </Typography>
      <Typography sx={{ mt: 1.25, color: 'text.secondary' }}>{card.description}</Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, mb: 3 }}>
        {card.points.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
            <Typography variant="body2">{point}</Typography>
          </Box>
        ))}
      </Stack>
      <Button
        component={RouterLink}
        to={card.to}
        variant="contained"
        endIcon={<ArrowForwardIcon />}
        sx={{ mt: 'auto', alignSelf: 'flex-start' }}
      >
        {card.action}
      </Button>
    </Card>
  );
}

/** /resources: the three resource cards and quick links resolved through resource keys. */
export default function ResourcesPage() {
  return (
    <>
      <Island
        name="resource-key"
        component={ResourceKeyHandler}
        props={{}}
        hydrate={`param:${RESOURCE_PARAM}`}
      />
      <PageHero
        eyebrow={RESOURCES_HERO.eyebrow}
        title={RESOURCES_HERO.title}
        lead={RESOURCES_HERO.lead}
      />
      <Section>
        <Grid container spacing={3}>
          {RESOURCE_CARDS.map((card) => (
            <Grid key={card.id} size={{ xs: 12, md: 4 }}>
              <ResourceCardView card={card} />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section id="quick-links" tinted title="Quick links">
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={1.25}
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        >
          {QUICK_RESOURCES.map((resource) => (
            // A label longer than a narrow screen wraps onto a second line instead of
            // widening the page (a chip's label is one line, cut with an ellipsis, by default).
            <Box component="li" key={resource.key} sx={{ minWidth: 0 }}>
              <Chip
                component={RouterLink}
                to={resourceDestination(resource.key) ?? '/resources'}
                label={resource.label}
                clickable
                variant="outlined"
                sx={{
                  bgcolor: 'background.paper',
                  fontSize: '0.95rem',
                  height: 'auto',
                  minHeight: 40,
                  px: 0.5,
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 },
                }}
              />
            </Box>
          ))}
        </Stack>
      </Section>
    </>
  );
}
