import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import {
  AUDIENCES,
  AUDIENCES_SECTION,
  CAPABILITIES_SECTION,
  INDUSTRIES_CTA,
  INDUSTRIES_HERO,
  PROOF_POINTS_SECTION,
  type Audience,
} from '../content/audiences';
import { servicePath } from '../content/services';
import { tint, visuallyHidden } from '../theme/tint';

const DIVIDER = 'var(--mui-palette-divider)';

function AudienceCard({ audience }: { audience: Audience }) {
  const Icon = audience.icon;
  const titleId = `${audience.id}-title`;
  return (
    <Card component="article" id={audience.id} aria-labelledby={titleId}>
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }} sx={{ p: { xs: 3, md: 4 } }}>
          <IconTile icon={Icon} size={56} />
          <Typography variant="h3" id={titleId} sx={{ mt: 2.5 }}>
            {audience.title}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{audience.description}</Typography>
          <Button
            component={RouterLink}
            to="/contact"
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            aria-describedby={titleId}
            sx={{ mt: 3 }}
          >
            {AUDIENCES_SECTION.cta}
          </Button>
        </Grid>
        <Grid
          size={{ xs: 12, md: 7 }}
          sx={{
            p: { xs: 3, md: 4 },
            bgcolor: 'action.hover',
            // Whole declarations: a responsive `border` shorthand would reset the colour.
            borderTop: { xs: `1px solid ${DIVIDER}`, md: 'none' },
            borderLeft: { md: `1px solid ${DIVIDER}` },
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <Stack component="ul" spacing={1.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {audience.benefits.map((benefit) => (
              <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.5 }}>
                <CheckCircleIcon
                  fontSize="small"
                  aria-hidden="true"
                  sx={{ color: 'primary.main', mt: 0.4, flexShrink: 0 }}
                />
                <Typography component="span">{benefit}</Typography>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Card>
  );
}

/** Who We Serve: five audiences (each an /industries#{id} anchor), capabilities, a call to action. */
export default function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow={INDUSTRIES_HERO.eyebrow}
        title={INDUSTRIES_HERO.title}
        lead={INDUSTRIES_HERO.lead}
      />

      <Section id="audiences" title={AUDIENCES_SECTION.title} intro={AUDIENCES_SECTION.intro}>
        <Box
          component="nav"
          aria-label="Jump to an audience"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: { xs: 4, md: 5 } }}
        >
          {AUDIENCES.map((audience) => (
            <Chip
              key={audience.id}
              component="a"
              href={`#${audience.id}`}
              clickable
              variant="outlined"
              icon={<audience.icon aria-hidden="true" />}
              label={audience.title}
            />
          ))}
        </Box>
        <Stack spacing={{ xs: 3, md: 4 }}>
          {AUDIENCES.map((audience) => (
            <AudienceCard key={audience.id} audience={audience} />
          ))}
        </Stack>
      </Section>

      <Section
        id="capabilities"
        tinted
        eyebrow={CAPABILITIES_SECTION.eyebrow}
        title={CAPABILITIES_SECTION.title}
        intro={CAPABILITIES_SECTION.intro}
      >
        <Grid container spacing={3}>
          {CAPABILITIES_SECTION.items.map((item) => (
            <Grid key={item.serviceId} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
              >
                <Typography variant="h4" component="h3" id={`capability-${item.serviceId}`}>
                  {item.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', flex: 1 }}>{item.parameters}</Typography>
                <Link
                  component={RouterLink}
                  to={servicePath(item.serviceId)}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  Learn more{' '}
                  <Box component="span" sx={visuallyHidden}>
                    about {item.title}
                  </Box>
                  <ArrowForwardIcon fontSize="small" aria-hidden="true" />
                </Link>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="why-us" title={PROOF_POINTS_SECTION.title}>
        <Grid
          container
          spacing={{ xs: 2, sm: 3 }}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {PROOF_POINTS_SECTION.items.map((item) => (
            <Grid key={item.caption} size={{ xs: 6, md: 3 }} component="li">
              <Box
                sx={{
                  height: '100%',
                  p: { xs: 2, sm: 3 },
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                }}
              >
                <Typography
                  component="p"
                  sx={{
                    fontSize: { xs: '1.4rem', sm: '1.9rem' },
                    fontWeight: 800,
                    color: 'primary.main',
                    lineHeight: 1.2,
                  }}
                >
                  {item.figure}
                </Typography>
                <Typography
                  sx={{ mt: 1, color: 'text.secondary', fontSize: { xs: '0.9rem', sm: '1rem' } }}
                >
                  {item.caption}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Box
        component="section"
        aria-labelledby="industries-cta-heading"
        sx={{ pb: { xs: 6, md: 9 } }}
      >
        <Container maxWidth="lg">
          <Box
            sx={{
              p: { xs: 4, md: 7 },
              borderRadius: 4,
              textAlign: 'center',
              border: 1,
              borderColor: 'divider',
              background: `linear-gradient(135deg, ${tint('primary-mainChannel', 0.16)}, ${tint('secondary-mainChannel', 0.1)})`,
            }}
          >
            <Typography variant="h2" id="industries-cta-heading">
              {INDUSTRIES_CTA.title}
            </Typography>
            <Typography
              sx={{
                mt: 2,
                mx: 'auto',
                maxWidth: 620,
                color: 'text.secondary',
                fontSize: '1.05rem',
              }}
            >
              {INDUSTRIES_CTA.text}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 4, justifyContent: 'center' }}
            >
              <Button component={RouterLink} to="/contact" variant="contained" size="large">
                {INDUSTRIES_CTA.primary}
              </Button>
              <Button component={RouterLink} to="/services" variant="outlined" size="large">
                {INDUSTRIES_CTA.secondary}
              </Button>
            </Stack>
          </Box>
        </Container>
      </Box>
    </>
  );
}
