import DescriptionIcon from '@mui/icons-material/Description';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LABEL_4X6_QUERY, REQUEST_DOCUMENTS as COPY } from '../../content/track';
import type { RequestDocuments } from '../../lib/api-client';

/** The label link for a 4×6 in label printer: the letter link asks for the other size. */
export function label4x6Href(label: string): string {
  return `${label}${label.includes('?') ? '&' : '?'}${LABEL_4X6_QUERY}`;
}

/**
 * The documents a stored container or shipping label request links to: its label (letter
 * and 4×6), its submission form and its status page. Plain links, not router links: the
 * PDFs come from the API and the status page is a page load with its token, and a plain
 * `href` is what the browser offers to download, open in a tab or save.
 */
export function RequestDocumentLinks({ documents }: { documents: RequestDocuments }) {
  const links: { href: string; label: string; icon: ReactNode }[] = [
    { href: documents.label, label: COPY.label, icon: <PrintIcon /> },
    { href: label4x6Href(documents.label), label: COPY.label4x6, icon: <LocalShippingIcon /> },
    { href: documents.form, label: COPY.form, icon: <DescriptionIcon /> },
    { href: documents.track, label: COPY.track, icon: <TimelineIcon /> },
  ];
  return (
    <Box component="section" aria-labelledby="request-documents" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" id="request-documents">
        {COPY.title}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {COPY.text}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {links.map(({ href, label, icon }) => (
          <li key={label}>
            <Link
              href={href}
              sx={{
                // A 44 px target on a phone; long words wrap rather than widen the page.
                minHeight: 44,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                overflowWrap: 'anywhere',
                fontWeight: 600,
                '& svg': { fontSize: 20, flexShrink: 0 },
              }}
            >
              {icon}
              {label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
