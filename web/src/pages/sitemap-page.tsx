import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ExternalLink, NewTabHint } from '../components/external-link';
import { IconTile } from '../components/icon-tile';
import { PageHero } from '../components/page-hero';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import { SITE } from '../config/site';
import { routeFor, SITE_ROUTES, type SitemapGroup, type SitePath } from '../config/site-routes';

type GroupName = SitemapGroup | 'Client Access';

type SitemapLink = { title: string } & ({ to: SitePath } | { href: string });

interface Group {
  name: GroupName;
  icon: SvgIconComponent;
  links: readonly SitemapLink[];
}

/**
 * The groups in the order the page shows them (Main Pages first, Legal last, as
 * `sitemap-page.test.tsx` pins); a Record, so a new route group cannot be left out.
 */
const ICONS: Record<GroupName, SvgIconComponent> = {
  'Main Pages': HomeOutlined,
  Services: ScienceOutlined,
  Resources: ArticleOutlined,
  'Sampling Guides': LocalFloristOutlined,
  'Client Access': AccountCircleOutlined,
  Legal: GavelOutlined,
};

/** The portal lives on another site, so it is not a route: its links come from SITE. */
const CLIENT_ACCESS: readonly SitemapLink[] = [
  { title: 'Client Portal Registration', href: SITE.portal.registration },
  { title: 'Farmer Login', href: SITE.portal.farmerLogin },
  { title: 'Distributor Login', href: SITE.portal.distributorLogin },
];

/** Every grouped route, in route-table order within its group. */
function sitemapGroups(): Group[] {
  return (Object.keys(ICONS) as GroupName[]).map((name) => ({
    name,
    icon: ICONS[name],
    links:
      name === 'Client Access'
        ? CLIENT_ACCESS
        : SITE_ROUTES.filter((route) => route.group === name).map((route) => ({
            title: route.label ?? route.title,
            to: route.path,
          })),
  }));
}

function GroupCard({ group }: { group: Group }) {
  const headingId = `sitemap-${group.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ breakInside: 'avoid', mb: { xs: 2, md: 3 }, p: { xs: 3, md: 3.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <IconTile icon={group.icon} size={44} />
        <Typography variant="h5" component="h2" id={headingId}>
          {group.name}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {group.links.map((link) => (
          <Box
            component="li"
            key={'to' in link ? link.to : link.href}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            {'to' in link ? (
              <Link component={RouterLink} to={link.to} underline="hover" sx={{ fontWeight: 600 }}>
                {link.title}
              </Link>
            ) : (
              <ExternalLink href={link.href} underline="hover" sx={{ fontWeight: 600 }}>
                {link.title}
                <OpenInNew
                  aria-hidden="true"
                  sx={{ fontSize: '1em', ml: 0.75, verticalAlign: '-0.125em' }}
                />
                <NewTabHint />
              </ExternalLink>
            )}
          </Box>
        ))}
      </Box>
    </Card>
  );
}

/** /sitemap: every public page by group, read from the route table, plus the portal. */
export default function SitemapPage() {
  const route = routeFor('/sitemap');
  return (
    <>
      <PageHero
        title={route?.title ?? 'Site Map'}
        lead="Every page of our website in one place, from testing services to sampling guides. The client portal opens in a new tab."
      />
      <Section>
        {/* CSS columns balance long groups against short ones at every width. */}
        <Box sx={{ columnCount: { xs: 1, sm: 2, lg: 3 }, columnGap: { xs: 2, md: 3 } }}>
          {sitemapGroups().map((group) => (
            <GroupCard key={group.name} group={group} />
          ))}
        </Box>
      </Section>
    </>
  );
}
