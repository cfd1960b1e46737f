import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import type { RequestDocuments } from '../../lib/api-client';
import { tint } from '../../theme/tint';
import { ReferenceNumber } from '../reference-number';
import { RequestDocumentLinks } from './request-documents';

export interface RequestConfirmationProps {
  title: string;
  children: ReactNode;
  /** The request's reference number; null when the API gave none. */
  reference: string | null;
  /** When to quote the reference, under it. */
  referenceHint: string;
  /** The address the automatic e-mail's copy goes to. */
  emailedTo: string;
  /** Links onward, shown under the text. */
  actions: ReactNode;
  /** The request's printable documents and status page; nothing is added without them. */
  documents?: RequestDocuments;
}

/**
 * What replaces a request form once it has been sent: the title and text, the reference
 * number to quote (when the API gave one) and where its copy was e-mailed, the links
 * onward. Focus moves to its heading, so keyboard and screen-reader users are told the form
 * is gone and what happened; the number itself is brought into view (see ReferenceNumber).
 */
export function RequestConfirmation({
  title,
  children,
  reference,
  referenceHint,
  emailedTo,
  actions,
  documents,
}: RequestConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The number, when there is one, decides what scrolls into view.
  useEffect(() => headingRef.current?.focus({ preventScroll: reference !== null }), [reference]);
  return (
    <Card component="section" aria-labelledby="request-confirmation" sx={{ p: { xs: 3, md: 5 } }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'success.main',
          bgcolor: tint('success-mainChannel', 0.14),
        }}
      >
        <CheckCircleIcon sx={{ fontSize: 40 }} />
      </Box>
      <Typography
        variant="h2"
        id="request-confirmation"
        ref={headingRef}
        tabIndex={-1}
        sx={{ mt: 3, outline: 'none' }}
      >
        {title}
      </Typography>
      <Box sx={{ mt: 2, color: 'text.secondary', maxWidth: 640 }}>{children}</Box>
      <ReferenceNumber reference={reference} hint={referenceHint} emailedTo={emailedTo} />
      {documents && <RequestDocumentLinks documents={documents} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        {actions}
      </Stack>
    </Card>
  );
}
