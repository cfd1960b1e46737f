import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../components/router-link';

/** Any path the router does not know, including an unknown service id. */
export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        Error 404
      </Typography>
      <Typography variant="h1" sx={{ mt: 1 }}>
        404 Page Not Found
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        Did you forget to add the page to the router?
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 5, justifyContent: 'center' }}
      >
        <Button variant="contained" component={RouterLink} to="/">
          Back to the home page
        </Button>
        <Button variant="outlined" component={RouterLink} to="/sitemap">
          See every page
        </Button>
      </Stack>
    </Container>
  );
}
