import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { externalProps } from '../../components/external-link';
import { Logo } from '../../components/logo';
import { RouterLink } from '../../components/router-link';
import { SITE, telHref } from '../../config/site';
import type { PageLink } from '../../config/site-routes';
import { FOOTER_QUICK_LINKS, FOOTER_SERVICES, LEGAL_LINKS } from '../../content/navigation';
import { LAID_OUT_WHEN_NEAR } from '../../theme/primitives';

const noSubscription = () => () => undefined;

/** Every footer link is a target at least 24 px high, however short its text (WCAG 2.5.8). */
const targetSx = { display: 'inline-flex', alignItems: 'center', minHeight: 32 } as const;

/**
 * Pre-rendered pages carry the build year (the server snapshot); after hydration the
 * browser shows the current one, without a hydration mismatch on New Year's Day.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

function LinkColumn({ title, links }: { title: string; links: PageLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              component={RouterLink}
              to={link.to}
              color="text.primary"
              sx={{ ...targetSx, fontWeight: 500 }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        ...LAID_OUT_WHEN_NEAR,
      }}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography sx={{ mt: 2, color: 'text.secondary', maxWidth: 360 }}>
              {SITE.tagline}.
            </Typography>
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              Accredited to {SITE.accreditation.standard} through {SITE.accreditation.body}. Serving
              growers since {SITE.founded}.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <LinkColumn title="Testing Services" links={FOOTER_SERVICES} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
              Contact
            </Typography>
            <Box
              component="address"
              sx={{ fontStyle: 'normal', mt: 1, display: 'grid', gap: 0.75, justifyItems: 'start' }}
            >
              {SITE.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <Link href={telHref(SITE.phone)} sx={targetSx}>
                {SITE.phoneDisplay}
              </Link>
              <Link href={`mailto:${SITE.email}`} sx={{ ...targetSx, overflowWrap: 'anywhere' }}>
                {SITE.email}
              </Link>
            </Box>
            <Stack
              direction="row"
              spacing={2}
              sx={{ mt: 2 }}
              component="ul"
              aria-label="Social media"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {SITE.social.map((social) => (
                <li key={social.label}>
                  <Link href={social.href} {...externalProps} color="text.secondary" sx={targetSx}>
                    {social.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {year} {SITE.legalName} All rights reserved.
          </Typography>
          <Stack
            direction="row"
            useFlexGap
            component="nav"
            aria-label="Legal"
            sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}
          >
            {LEGAL_LINKS.map((link) => (
              <Link
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant="body2"
                color="text.secondary"
                sx={targetSx}
              >
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
