import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TEAM_SECTION } from '../../../content/about';
import { hasLongerBio, type TeamMember } from '../../../content/team';
import { TeamAvatar } from './team-avatar';

/** The open and closed faces of the bio toggle: CSS shows the one that fits the details' state. */
const FACE = { closed: 'bio-closed', open: 'bio-open' } as const;

/**
 * The toggle is a native disclosure (`details`/`summary`), so it works the moment the page
 * appears, before or without any JavaScript: the browser opens and closes it, and CSS swaps
 * the short bio for the full one and 'Read more' for 'Read less'. React never controls it,
 * so hydration keeps whatever the visitor already opened.
 */
const toggleSx = {
  display: 'flex',
  flexDirection: 'column',
  // The label under the bio it opens, as the button was.
  '& > summary': {
    order: 1,
    alignSelf: 'flex-start',
    mt: 1,
    ml: -1,
    px: 1,
    py: 0.75,
    borderRadius: 1,
    cursor: 'pointer',
    listStyle: 'none',
    typography: 'button',
    color: 'primary.main',
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
    '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
  },
  [`&:not([open]) .${FACE.open}, &[open] .${FACE.closed}`]: { display: 'none' },
} as const;

/** One team member: avatar, name and role, a bio that can expand, and credentials. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const id = useId();
  const nameId = `${id}-name`;
  const canExpand = hasLongerBio(member);
  const bioSx = { mt: 2.5, color: 'text.secondary' } as const;
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{
        height: '100%',
        p: { xs: 3, md: 3.5 },
        display: 'flex',
        flexDirection: 'column',
        // The short bio gives way to the full one while it is open.
        '& .bio-short:has(+ details[open])': { display: 'none' },
      }}
    >
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
        <TeamAvatar photo={member.photo} />
        <Box>
          <Typography variant="h4" component="h3" id={nameId}>
            {member.name}
          </Typography>
          <Typography sx={{ color: 'primary.main', fontWeight: 650 }}>{member.role}</Typography>
        </Box>
      </Stack>
      <Typography className="bio-short" sx={bioSx}>
        {member.shortBio}
      </Typography>
      {canExpand && (
        <Box component="details" sx={toggleSx}>
          <Box component="summary" aria-describedby={nameId}>
            <span className={FACE.closed}>
              {TEAM_SECTION.readMore}
              <ExpandMoreIcon aria-hidden />
            </span>
            <span className={FACE.open}>
              {TEAM_SECTION.readLess}
              <ExpandLessIcon aria-hidden />
            </span>
          </Box>
          <Typography sx={bioSx}>{member.fullBio}</Typography>
        </Box>
      )}
      <Divider sx={{ mt: 'auto', pt: 2.5 }} />
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {member.credentials.map((credential) => (
          <Box component="li" key={credential} sx={{ display: 'flex', gap: 1.25 }}>
            <SchoolIcon
              fontSize="small"
              aria-hidden="true"
              sx={{ color: 'text.secondary', mt: 0.25 }}
            />
            <Typography variant="body2">{credential}</Typography>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
