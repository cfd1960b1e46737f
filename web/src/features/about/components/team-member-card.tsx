import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { TEAM_SECTION } from '../../../content/about';
import { hasLongerBio, type TeamMember } from '../../../content/team';
import { TeamAvatar } from './team-avatar';

/** One team member: avatar, name and role, a bio that can expand, and credentials. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const nameId = `${id}-name`;
  const bioId = `${id}-bio`;
  const canExpand = hasLongerBio(member);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: '100%', p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column' }}
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
      <Typography id={bioId} sx={{ mt: 2.5, color: 'text.secondary' }}>
        {expanded ? member.fullBio : member.shortBio}
      </Typography>
      {canExpand && (
        <Button
          variant="text"
          aria-expanded={expanded}
          aria-controls={bioId}
          aria-describedby={nameId}
          onClick={() => setExpanded((value) => !value)}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ alignSelf: 'flex-start', mt: 1, ml: -1.5 }}
        >
          {expanded ? TEAM_SECTION.readLess : TEAM_SECTION.readMore}
        </Button>
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
