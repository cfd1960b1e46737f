import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FormPageLayoutProps {
  formTitle: string;
  formIntro: string;
  form: ReactNode;
  /** Once the request is sent, this replaces the form card. */
  submitted?: ReactNode;
  /** Cards beside the form from md up, below it on phones. */
  aside: ReactNode;
}

/** The body of a request screen: the form in a card, help beside it. */
export function FormPageLayout({
  formTitle,
  formIntro,
  form,
  submitted,
  aside,
}: FormPageLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Grid container spacing={{ xs: 4, md: 5 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          {submitted || (
            <Card
              component="section"
              aria-labelledby="form-heading"
              sx={{ p: { xs: 2.5, sm: 3.5, md: 4.5 }, boxShadow: 3 }}
            >
              <Typography variant="h3" component="h2" id="form-heading">
                {formTitle}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, mb: 3.5, color: 'text.secondary' }}>
                {formIntro}
              </Typography>
              {form}
            </Card>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>{aside}</Stack>
        </Grid>
      </Grid>
    </Container>
  );
}

/** A titled card of the aside. */
export function AsideCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" id={id}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
