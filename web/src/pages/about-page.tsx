import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/Place';
import ScienceIcon from '@mui/icons-material/Science';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalLink, externalProps, NewTabHint } from '../components/external-link';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import { StepCards } from '../components/step-cards';
import { TestimonialCards } from '../components/testimonial-cards';
import { SITE } from '../config/site';
import {
  ABOUT_HERO,
  ACCREDITATION,
  LAB_LOCATION,
  LOCATIONS_SERVED,
  MISSION,
  PROCESS,
  QUALITY,
  SERVICE_COVERAGE,
  TEAM_SECTION,
  TESTIMONIALS_SECTION,
} from '../content/about';
import { TEAM } from '../content/team';
import { AccreditationSeal } from '../features/about/components/accreditation-seal';
import { MapIllustration } from '../features/about/components/map-illustration';
import { TeamMemberCard } from '../features/about/components/team-member-card';
import { tint } from '../theme/tint';

const QUALITY_ICONS = [VerifiedIcon, FactCheckIcon, ScienceIcon, AssignmentTurnedInIcon];

function MissionSection() {
  return (
    <Section id="mission">
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
            {MISSION.eyebrow}
          </Typography>
          <Typography variant="h2" sx={{ mb: 3 }}>
            {MISSION.title}
          </Typography>
          {MISSION.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ fontSize: '1.1rem', mb: 2, color: 'text.secondary' }}>
              {paragraph}
            </Typography>
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {MISSION.highlights.map((item) => (
              <Box
                component="li"
                key={item.caption}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2.5,
                  p: 2.5,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                }}
              >
                <Typography
                  component="span"
                  sx={{
                    fontSize: '1.8rem',
                    fontWeight: 800,
                    color: 'primary.main',
                    minWidth: 92,
                    lineHeight: 1.2,
                  }}
                >
                  {item.figure}
                </Typography>
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  {item.caption}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Section>
  );
}

function ProcessSection() {
  return (
    <Section id="process" tinted title={PROCESS.title} intro={PROCESS.intro}>
      <StepCards steps={PROCESS.steps} />
    </Section>
  );
}

function QualitySection() {
  return (
    <Section id="quality" title={QUALITY.title} intro={QUALITY.intro}>
      <Grid container spacing={3}>
        {QUALITY.items.map((item, index) => (
          <Grid key={item.title} size={{ xs: 12, sm: 6 }}>
            <Stack direction="row" spacing={2}>
              <IconTile icon={QUALITY_ICONS[index] ?? VerifiedIcon} />
              <Box>
                <Typography variant="h5" component="h3">
                  {item.title}
                </Typography>
                <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>{item.text}</Typography>
              </Box>
            </Stack>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function AccreditationSection() {
  return (
    <Section id="accreditation" tinted title={ACCREDITATION.title}>
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          {ACCREDITATION.paragraphs.map((paragraph) => (
            <Typography
              key={paragraph}
              sx={{ mb: 2, color: 'text.secondary', fontSize: '1.05rem' }}
            >
              {paragraph}
            </Typography>
          ))}
          <ExternalLink
            href={SITE.accreditation.standardUrl}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 1 }}
          >
            {ACCREDITATION.linkLabel}
            <OpenInNewIcon fontSize="small" aria-hidden="true" />
            <NewTabHint />
          </ExternalLink>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <AccreditationSeal />
        </Grid>
      </Grid>
    </Section>
  );
}

function TeamSection() {
  return (
    <Section id="team" title={TEAM_SECTION.title} intro={TEAM_SECTION.intro}>
      <Grid container spacing={3}>
        {TEAM.map((member) => (
          <Grid key={member.name} size={{ xs: 12, md: 6 }}>
            <TeamMemberCard member={member} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function TestimonialsSection() {
  return (
    <Section
      id="testimonials"
      tinted
      title={TESTIMONIALS_SECTION.title}
      intro={TESTIMONIALS_SECTION.intro}
    >
      <TestimonialCards />
    </Section>
  );
}

function LocationsSection() {
  return (
    <Section id="locations" title={LOCATIONS_SERVED.title} intro={LOCATIONS_SERVED.intro}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h5" component="h3">
            {LOCATIONS_SERVED.provincesLabel}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          >
            {LOCATIONS_SERVED.provinces.map((province) => (
              <li key={province}>
                <Chip label={province} color="primary" />
              </li>
            ))}
          </Stack>
          <Typography variant="h5" component="h3" sx={{ mt: 4 }}>
            {LOCATIONS_SERVED.regionsLabel}
          </Typography>
          <Grid
            container
            component="ul"
            columnSpacing={3}
            rowSpacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
          >
            {LOCATIONS_SERVED.regions.map((region) => (
              <Grid
                key={region}
                component="li"
                size={{ xs: 12, sm: 6 }}
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <PlaceIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
                {region}
              </Grid>
            ))}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card
            component="section"
            aria-labelledby="service-coverage-heading"
            sx={{ p: { xs: 3, md: 4 }, bgcolor: tint('primary-mainChannel', 0.06) }}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <IconTile icon={LocalShippingIcon} />
              <Typography variant="h4" component="h3" id="service-coverage-heading">
                {SERVICE_COVERAGE.title}
              </Typography>
            </Stack>
            <Typography sx={{ mt: 2, color: 'text.secondary' }}>{SERVICE_COVERAGE.text}</Typography>
            <Box component="dl" sx={{ m: 0, mt: 2.5 }}>
              {SERVICE_COVERAGE.facts.map((fact) => (
                <Box
                  key={fact.label}
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 2,
                    py: 1.25,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography component="dt" sx={{ color: 'text.secondary' }}>
                    {fact.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                    {fact.value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Button
              component={RouterLink}
              to="/contact"
              variant="contained"
              size="large"
              sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
            >
              {SERVICE_COVERAGE.action}
            </Button>
          </Card>
        </Grid>
      </Grid>
    </Section>
  );
}

function VisitSection() {
  return (
    <Section id="visit" tinted title={LAB_LOCATION.title} intro={LAB_LOCATION.intro}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card
            component="section"
            aria-labelledby="lab-location-heading"
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
          >
            <MapIllustration />
            <Box sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
              <Typography variant="h4" component="h3" id="lab-location-heading">
                {LAB_LOCATION.locationTitle}
              </Typography>
              <Box component="address" sx={{ fontStyle: 'normal', mt: 1.5, display: 'grid' }}>
                <strong>{SITE.legalName}</strong>
                {SITE.address.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Box>
              <Button
                href={SITE.mapsUrl}
                {...externalProps}
                variant="outlined"
                startIcon={<PlaceIcon aria-hidden="true" />}
                endIcon={<OpenInNewIcon aria-hidden="true" />}
                sx={{ mt: 3, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
              >
                {LAB_LOCATION.directions}
                <NewTabHint />
              </Button>
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card
            component="section"
            aria-labelledby="lab-hours-heading"
            sx={{ height: '100%', p: { xs: 3, md: 4 } }}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <IconTile icon={AccessTimeIcon} />
              <Typography variant="h4" component="h3" id="lab-hours-heading">
                {LAB_LOCATION.hoursTitle}
              </Typography>
            </Stack>
            <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
              {[SITE.hours.weekdays, SITE.hours.saturday, SITE.hours.sunday].map((line) => (
                <Box
                  component="li"
                  key={line}
                  sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  {line}
                </Box>
              ))}
            </Stack>
            <Stack
              direction="row"
              spacing={1.5}
              sx={{
                mt: 3,
                p: 2,
                borderRadius: 2,
                alignItems: 'center',
                bgcolor: tint('primary-mainChannel', 0.08),
              }}
            >
              <InventoryIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Typography sx={{ fontWeight: 600 }}>{SITE.hours.sampleDropoff}</Typography>
            </Stack>
          </Card>
        </Grid>
      </Grid>
    </Section>
  );
}

/** About: mission and process, quality, accreditation, team, clients, coverage, location. */
export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={ABOUT_HERO.eyebrow} title={ABOUT_HERO.title} lead={ABOUT_HERO.lead} />
      <MissionSection />
      <ProcessSection />
      <QualitySection />
      <AccreditationSection />
      <TeamSection />
      <TestimonialsSection />
      <LocationsSection />
      <VisitSection />
    </>
  );
}
