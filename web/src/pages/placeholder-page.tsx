import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { routeFor } from '../app/site-routes';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

/** Screens that arrive with a later release: their title and purpose, and a way on. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  return (
    <>
      <PageHero title={route?.title ?? 'Coming soon'} lead={route?.description} />
      <Section>
        <Typography sx={{ color: 'text.secondary', maxWidth: 640 }}>
          This page is being prepared. In the meantime our team is happy to help by phone or e-mail.
        </Typography>
        <Button variant="contained" component={RouterLink} to="/contact" sx={{ mt: 3 }}>
          Contact us
        </Button>
      </Section>
    </>
  );
}
