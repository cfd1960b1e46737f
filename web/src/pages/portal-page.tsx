import AgricultureIcon from '@mui/icons-material/Agriculture';
import CheckIcon from '@mui/icons-material/Check';
import HandshakeIcon from '@mui/icons-material/Handshake';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ExternalLink, externalProps, NewTabHint } from '../components/external-link';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import { SITE } from '../config/site';
import {
  ALL_TAGS,
  PORTAL_ACCESS,
  PORTAL_ACCESS_SECTION,
  PORTAL_HELP,
  PORTAL_HERO,
  TUTORIAL_FILTERS,
  TUTORIALS_SECTION,
  videosWithTag,
  type PortalAccess,
  type TutorialFilter,
  type TutorialVideo,
} from '../content/tutorials';
import { tint } from '../theme/tint';

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
const TUTORIAL_VIDEO_INDEX: Record<string, number> = Object.fromEntries(
  videosWithTag(ALL_TAGS).map((video, index) => [video.id, index]),
);

/** A drawn stand-in for a video still: a field at sunrise and a play mark. */
function PlaceholderThumbnail({ variant }: { variant: number }) {
  const ground = variant % 2 === 0 ? 'secondary' : 'primary';
  return (
    <Box
      component="svg"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9' }}
    >
      <rect width="320" height="180" fill={tint('primary-mainChannel', 0.14)} />
      <circle
        cx={variant % 2 === 0 ? 248 : 70}
        cy="56"
        r="22"
        fill={tint('warning-mainChannel', 0.55)}
      />
      <path
        d="M0 112 Q 80 92 160 104 T 320 98 V180 H0Z"
        fill={tint(`${ground}-mainChannel`, 0.35)}
      />
      <path
        d="M0 130 Q 90 112 170 124 T 320 118 V180 H0Z"
        fill={tint(`${ground}-mainChannel`, 0.55)}
      />
      {[0, 1, 2, 3, 4, 5, 6].map((row) => (
        <path
          key={row}
          d={`M${160 + (row - 3) * 12} 124 L${160 + (row - 3) * 70} 180`}
          stroke={tint('background-defaultChannel', 0.45)}
          strokeWidth="3"
          fill="none"
        />
      ))}
      <circle cx="160" cy="86" r="30" fill={tint('background-paperChannel', 0.92)} />
      <path d="M151 71 L174 86 L151 101 Z" fill="var(--mui-palette-primary-main)" />
    </Box>
  );
}

function VideoCard({ video, index }: { video: TutorialVideo; index: number }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', borderBottom: 1, borderColor: 'divider' }}>
        <PlaceholderThumbnail variant={index} />
        <Chip
          icon={<ScheduleIcon aria-hidden="true" />}
          label={TUTORIALS_SECTION.comingSoon}
          size="small"
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: 1,
          }}
        />
      </Box>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {video.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" color="primary" />
          ))}
        </Stack>
        <Typography variant="h4" component="h3">
          {video.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{video.description}</Typography>
      </Box>
    </Card>
  );
}

function TutorialLibrary() {
  const [filter, setFilter] = useState<TutorialFilter>(ALL_TAGS);
  const videos = videosWithTag(filter);
  return (
    <>
      <Box
        role="group"
        aria-label={TUTORIALS_SECTION.filterLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {TUTORIAL_FILTERS.map((tag) => {
          const selected = tag === filter;
          return (
            <Chip
              key={tag}
              label={tag}
              clickable
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => setFilter(tag)}
            />
          );
        })}
      </Box>
      <Box role="status" sx={{ mb: 3 }}>
        {videos.length === 0 ? (
          <Box
            sx={{
              py: 6,
              px: 3,
              textAlign: 'center',
              borderRadius: 3,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              color: 'text.secondary',
            }}
          >
            <SearchOffIcon fontSize="large" aria-hidden="true" />
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{TUTORIALS_SECTION.empty}</Typography>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {videos.length === 1 ? '1 video' : `${videos.length} videos`}
          </Typography>
        )}
      </Box>
      {videos.length > 0 && (
        <Grid container spacing={3}>
          {videos.map((video) => (
            <Grid key={video.id} size={{ xs: 12, md: 6 }}>
              <VideoCard video={video} index={TUTORIAL_VIDEO_INDEX[video.id] ?? 0} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}

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
        <TutorialLibrary />
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
          <Link href={`tel:${SITE.phone.replace(/[^+\d]/g, '')}`}>{SITE.phoneDisplay}</Link>
          <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
        </Stack>
      </Section>
    </>
  );
}
