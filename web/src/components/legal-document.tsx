import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { telHref } from '../config/site';
import type {
  LegalBlock,
  LegalDocument as LegalDocumentContent,
  LegalLink,
} from '../content/legal';
import { tint } from '../theme/tint';
import { BoldMarkers } from './bold-markers';
import { ExternalLink, NewTabHint } from './external-link';
import { PageHero } from './page-hero';
import { RouterLink } from './router-link';
import { Section } from './section';

/** Room for the sticky header when a contents link scrolls a section into view. */
const HEADER_OFFSET = { xs: 80, md: 96 };

const bodySx = { fontSize: '1.0625rem', lineHeight: 1.75 } as const;

function BlockLink({ link }: { link: LegalLink }) {
  const label =
    'href' in link ? (
      // Inline, not flex: a long label wraps like text and the icon follows its last word.
      <ExternalLink href={link.href} sx={{ fontWeight: 600 }}>
        {link.label}
        <OpenInNew
          aria-hidden="true"
          sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.125em' }}
        />
        <NewTabHint />
      </ExternalLink>
    ) : (
      <Link component={RouterLink} to={link.to} sx={{ fontWeight: 600 }}>
        {link.label}
      </Link>
    );
  return (
    <Box component="li" sx={{ mb: 1 }}>
      {label}
      {link.note && (
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          ({link.note})
        </Typography>
      )}
    </Box>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Typography sx={{ ...bodySx, mb: 2 }}>
          <BoldMarkers text={block.text} />
        </Typography>
      );
    case 'subheading':
      return (
        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {block.text}
        </Typography>
      );
    case 'list':
      return (
        <Box component="ul" sx={{ ...bodySx, pl: 3, mt: 0, mb: 2 }}>
          {block.items.map((item) => (
            <Box component="li" key={item} sx={{ mb: 0.75, pl: 0.5 }}>
              <BoldMarkers text={item} />
            </Box>
          ))}
        </Box>
      );
    case 'links':
      return (
        <Box component="ul" sx={{ ...bodySx, pl: 3, mt: 0, mb: 2 }}>
          {block.links.map((link) => (
            <BlockLink key={link.label} link={link} />
          ))}
        </Box>
      );
    case 'contact':
      return (
        <Box
          sx={{
            p: { xs: 2.5, sm: 3 },
            mb: 2,
            borderRadius: 2,
            border: 1,
            borderColor: tint('primary-mainChannel', 0.2),
            bgcolor: tint('primary-mainChannel', 0.05),
          }}
        >
          <Box component="address" sx={{ ...bodySx, fontStyle: 'normal', display: 'grid' }}>
            <strong>Attention: {block.attention}</strong>
            <span>{block.name}</span>
            {block.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 3 }}
              sx={{ mt: 1.5 }}
            >
              <Link
                href={`mailto:${block.email}`}
                // An address is one long word: it breaks rather than widen a phone's page.
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  overflowWrap: 'anywhere',
                }}
              >
                <EmailOutlined aria-hidden="true" fontSize="small" />
                {block.email}
              </Link>
              <Link
                href={telHref(block.phone)}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
              >
                <PhoneOutlined aria-hidden="true" fontSize="small" />
                {block.phoneDisplay}
              </Link>
            </Stack>
          </Box>
        </Box>
      );
  }
}

function Contents({ content }: { content: LegalDocumentContent }) {
  return (
    <Box
      component="nav"
      aria-labelledby="legal-contents-label"
      className="no-print"
      sx={{
        alignSelf: 'start',
        // Beside the text from md up, it stays in view while the text scrolls.
        position: { md: 'sticky' },
        top: { md: HEADER_OFFSET.md + 16 },
        p: { xs: 2.5, md: 0 },
        borderRadius: 2,
        // Width only: a responsive `border` shorthand would reset the colour.
        border: 1,
        borderColor: 'divider',
        borderWidth: { xs: 1, md: 0 },
      }}
    >
      <Typography
        id="legal-contents-label"
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary' }}
      >
        On this page
      </Typography>
      <Box
        component="ol"
        sx={{
          m: 0,
          mt: 1,
          pl: 3.5,
          display: 'grid',
          gap: 0.75,
          '& li::marker': { color: 'text.secondary', fontSize: '0.9rem' },
        }}
      >
        {content.sections.map((section) => (
          <li key={section.id}>
            <Link
              href={`#${section.id}`}
              underline="hover"
              sx={{
                color: 'text.secondary',
                fontSize: '0.95rem',
                fontWeight: 500,
                '&:hover': { color: 'primary.main' },
              }}
            >
              {section.heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A legal text (privacy policy, terms of service): the title and effective date, a
 * contents list of in-page links, and the sections at a readable line length.
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={content.title}
        lead={
          <>
            <Box component="p" sx={{ m: 0 }}>
              {content.summary}
            </Box>
            <Typography
              component="p"
              sx={{
                mt: 2,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                fontWeight: 600,
                color: 'text.primary',
              }}
            >
              <EventOutlined aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
              <span>
                Effective <time dateTime={content.effectiveDate}>{content.effectiveLabel}</time>
              </span>
            </Typography>
          </>
        }
      />
      <Section>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: '220px minmax(0, 760px)',
              lg: '260px minmax(0, 760px)',
            },
            columnGap: { md: 6, lg: 8 },
            rowGap: 5,
          }}
        >
          <Contents content={content} />
          <Box component="article" aria-label={content.title}>
            {content.sections.map((section, index) => (
              <Box
                component="section"
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                sx={{
                  scrollMarginTop: HEADER_OFFSET,
                  pt: index === 0 ? 0 : 4,
                  mt: index === 0 ? 0 : 4,
                  borderTop: index === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="h4" component="h2" id={`${section.id}-heading`} sx={{ mb: 2 }}>
                  {section.heading}
                </Typography>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Section>
    </>
  );
}
