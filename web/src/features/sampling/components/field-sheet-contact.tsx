import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { QrCode } from '../../../components/qr-code';
import { SITE } from '../../../config/site';
import type { PageLink } from '../../../config/site-routes';
import { FIELD_SHEET } from '../../../content/sampling';
import { canonicalUrl } from '../../../lib/page-meta';

/** An address as a sheet prints it: no scheme, which nobody types and a phone does not need. */
const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '');

/** An address that breaks after its slashes when it must, never inside a word. */
function BreakableUrl({ url }: { url: string }) {
  const parts = withoutScheme(url).split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** A QR code with what it opens written under it, for a reader without a camera. */
function Code({ url, caption }: { url: string; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0, width: CODE_WIDTH, textAlign: 'center' }}>
      <QrCode value={url} label={`QR code: ${caption}`} size={CODE_SIZE} />
      <Box component="figcaption" sx={{ fontSize: '8pt', lineHeight: 1.25, fontWeight: 700 }}>
        {caption}
        <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '7pt' }}>
          <BreakableUrl url={url} />
        </Box>
      </Box>
    </Box>
  );
}

/*
 * Sizes in print units, the same on every sheet whatever its text size: a code about an
 * inch wide (about 0.6 mm a module for a guide's address, read by a phone from a hand's
 * length), with room under it for its address on two lines.
 */
const CODE_SIZE = '0.95in';
const CODE_WIDTH = '1.5in';
/** Height the block takes at the foot of the sheet: the guide keeps clear of it. */
export const FIELD_SHEET_CONTACT_HEIGHT = '1.5in';

/**
 * The foot of a printed guide, which makes it a field sheet to pin up: how to reach the
 * laboratory (name, phone, e-mail, address, hours and web address, from the laboratory's
 * settings) and QR codes to this guide and to the container request, on the site's own
 * origin. Paper only: on screen the site's header, footer and buttons already say all this.
 * Fixed to the foot of the page, so a short guide's sheet still ends with it.
 */
export function FieldSheetContact({ request }: { request: PageLink }) {
  const { pathname } = useLocation();
  const { hours } = SITE;
  return (
    <Box
      component="aside"
      aria-label={FIELD_SHEET.label}
      sx={{
        display: 'none',
        '@media print': {
          display: 'flex',
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: FIELD_SHEET_CONTACT_HEIGHT,
          boxSizing: 'border-box',
          gap: '0.15in',
          alignItems: 'flex-start',
          pt: '0.1in',
          borderTop: 2,
          borderColor: 'primary.main',
          bgcolor: '#fff',
          color: '#000',
        },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, fontSize: '8pt', lineHeight: 1.4 }}>
        <Box component="p" sx={{ m: 0, fontSize: '13pt', fontWeight: 750, lineHeight: 1.3 }}>
          {SITE.name}
        </Box>
        <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
          {FIELD_SHEET.phone} {SITE.phoneDisplay} · {SITE.email}
        </Box>
        <Box component="p" sx={{ m: 0 }}>
          {SITE.address.lines.join(', ')}
        </Box>
        <Box component="p" sx={{ m: 0 }}>
          {FIELD_SHEET.hours}: {hours.weekdays}
          <br />
          {hours.saturday} · {hours.sunday}
          <br />
          {hours.sampleDropoff}
        </Box>
        <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
          {withoutScheme(SITE.origin)}
        </Box>
      </Box>
      <Code url={canonicalUrl(pathname)} caption={FIELD_SHEET.guideCode} />
      <Code url={canonicalUrl(request.to)} caption={request.label} />
    </Box>
  );
}
