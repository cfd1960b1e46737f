import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { PageHero } from '../page-hero';
import { RequestConfirmation, type RequestConfirmationProps } from './request-confirmation';
import type { RequestReceipt } from './request-form';

export interface RequestFormPageProps {
  copy: { hero: { eyebrow: string; title: string; lead: string } };
  /** Above the hero (a link back). */
  before?: ReactNode;
  /** The form's panel (an island: the form, then its confirmation). */
  panel: ReactNode;
  /** Cards beside the form from md up, below it on phones. */
  aside: ReactNode;
}

/** A request screen: the hero, then the form's panel with help beside it. */
export function RequestFormPage({ copy, before, panel, aside }: RequestFormPageProps) {
  return (
    <>
      {before}
      <PageHero {...copy.hero} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 8 }}>{panel}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>{aside}</Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

export interface RequestPanelProps {
  copy: { title: string; intro: string };
  /** The form, given what to call, with the API's receipt, once the request is stored. */
  form: (onSubmitted: (receipt: RequestReceipt) => void) => ReactNode;
  /** What replaces the form card once the request is stored (the receipt's reference added). */
  confirmation: Omit<RequestConfirmationProps, 'reference' | 'emailedTo' | 'documents'>;
}

/**
 * The form in a card; once the request is stored, the confirmation, with the request's
 * reference number, in the form's place.
 */
export function RequestPanel({ copy, form, confirmation }: RequestPanelProps) {
  const [receipt, setReceipt] = useState<RequestReceipt | null>(null);
  return receipt ? (
    <RequestConfirmation
      {...confirmation}
      reference={receipt.reference}
      emailedTo={receipt.emailedTo}
      documents={receipt.documents}
    />
  ) : (
    <FormCard headingId="form-heading" {...copy}>
      {form(setReceipt)}
    </FormCard>
  );
}

export interface FormCardProps {
  /** The id of the card's heading, which names the card. */
  headingId: string;
  title: string;
  intro: string;
  /** @default { xs: 2.5, sm: 3.5, md: 4.5 } */
  padding?: { xs: number; sm?: number; md: number };
  children: ReactNode;
}

/** The raised card a form sits in: its heading and a line of help, then the form. */
export function FormCard({
  headingId,
  title,
  intro,
  padding = { xs: 2.5, sm: 3.5, md: 4.5 },
  children,
}: FormCardProps) {
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: padding, boxShadow: 3 }}>
      <Typography variant="h3" component="h2" id={headingId}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, mb: 3.5, color: 'text.secondary' }}>
        {intro}
      </Typography>
      {children}
    </Card>
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

/** An item of an aside list: a bold title over a line of secondary text. */
export function AsideItemText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 650 }}>{title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </>
  );
}
