import AgricultureIcon from '@mui/icons-material/Agriculture';
import CheckIcon from '@mui/icons-material/Check';
import HandshakeIcon from '@mui/icons-material/Handshake';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalLink, externalProps, NewTabHint } from '../components/external-link';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import { SITE, telHref } from '../config/site';
import {
  PORTAL_ACCESS,
  PORTAL_ACCESS_SECTION,
  PORTAL_HELP,
  PORTAL_HERO,
  TUTORIALS_SECTION,
  type PortalAccess,
} from '../content/tutorials';
import { TutorialLibrary } from '../features/portal/components/tutorial-library';
import { Island } from '../islands/island';

const ACCESS_ICONS = { farmer: AgricultureIcon, distributor: HandshakeIcon } as const;

function AccessCard({ access }: { access: PortalAccess }) {
  const Icon = ACCESS_ICONS[access.id];
  const titleId = `portal-${access.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column' }}
    >
      <IconTile icon={Icon} size={56} />
      <Typography variant="h3" id={titleId} sx={{ mt: 2.5 }}>
        {access.title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{access.description}</Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, flex: 1 }}>
        {access.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25 }}>
            <CheckIcon
              fontSize="small"
              aria-hidden="true"
              sx={{ color: 'primary.main', mt: 0.4, flexShrink: 0 }}
            />
            <span>{feature}</span>
          </Box>
        ))}
      </Stack>
      <Button
        href={SITE.portal.registration}
        {...externalProps}
        variant="contained"
        size="large"
        endIcon={<OpenInNewIcon aria-hidden="true" />}
        sx={{ mt: 4, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {access.action}
        <NewTabHint />
      </Button>
    </Card>
  );
}

/** Each video keeps its own drawing whichever filter is on. */
/** The client portal: farmer and distributor registration, and the tutorial library. */
export default function PortalPage() {
  return (
    <>
      <PageHero eyebrow={PORTAL_HERO.eyebrow} title={PORTAL_HERO.title} lead={PORTAL_HERO.lead} />

      <Section id="access" title={PORTAL_ACCESS_SECTION.title} intro={PORTAL_ACCESS_SECTION.intro}>
        <Grid container spacing={3}>
          {PORTAL_ACCESS.map((access) => (
            <Grid key={access.id} size={{ xs: 12, md: 6 }}>
              <AccessCard access={access} />
            </Grid>
          ))}
        </Grid>
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {PORTAL_ACCESS_SECTION.signIn}
          </Typography>
          <ExternalLink href={SITE.portal.farmerLogin} variant="body2">
            {PORTAL_ACCESS_SECTION.farmerLogin}
          </ExternalLink>
          <ExternalLink href={SITE.portal.distributorLogin} variant="body2">
            {PORTAL_ACCESS_SECTION.distributorLogin}
          </ExternalLink>
        </Stack>
      </Section>

      <Section
        id="tutorials"
        tinted
        title={TUTORIALS_SECTION.title}
        intro={TUTORIALS_SECTION.intro}
      >
        <Island name="tutorial-library" component={TutorialLibrary} props={{}} hydrate="visible" />
      </Section>

      <Section id="portal-help" title={PORTAL_HELP.title} intro={PORTAL_HELP.text}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button component={RouterLink} to="/contact" variant="outlined" size="large">
            {PORTAL_HELP.action}
          </Button>
          <Link href={telHref(SITE.phone)}>{SITE.phoneDisplay}</Link>
          <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
        </Stack>
      </Section>
    </>
  );
}
