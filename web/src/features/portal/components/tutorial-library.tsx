import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ALL_TAGS,
  TUTORIAL_FILTERS,
  TUTORIALS_SECTION,
  videosWithTag,
  type TutorialFilter,
  type TutorialVideo,
} from '../../../content/tutorials';
import { useHydrated } from '../../../lib/use-hydrated';
import { tint } from '../../../theme/tint';

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

/** The tutorial videos with their tag filter: an island of the portal page. */
export function TutorialLibrary() {
  const [filter, setFilter] = useState<TutorialFilter>(ALL_TAGS);
  const videos = videosWithTag(filter);
  // Disabled until the island is live, rather than taking taps they would lose.
  const live = useHydrated();
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
              disabled={!live}
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
