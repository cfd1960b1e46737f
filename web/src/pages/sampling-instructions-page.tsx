import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { PageLinkButton } from '../components/page-link-button';
import { Section } from '../components/section';
import { cropById, cropPath, GUIDE_STEPS, type Crop } from '../content/crops';
import {
  CROP_PAGE,
  DEFAULT_SAMPLING_TAB,
  isSamplingTabId,
  PLANT_TISSUE_FIGURES,
  PLANT_TISSUE_GUIDELINES,
  SAMPLING_OVERVIEW,
  SAMPLING_TAB_IDS,
  SOIL_FIGURES,
  type PageLink,
  type SamplingTabId,
} from '../content/sampling';
import { CropBadge } from '../features/sampling/components/crop-badge';
import { GuideList } from '../features/sampling/components/guide-list';
import { KeepRangesWhole } from '../features/sampling/components/keep-ranges-whole';
import { KeyFigures } from '../features/sampling/components/key-figures';
import { PrintableGuide } from '../features/sampling/components/printable-guide';
import { useHydrated } from '../lib/use-hydrated';

const TAB_PARAM = 'tab';
const tabId = (tab: SamplingTabId) => `sampling-tab-${tab}`;
const panelId = (tab: SamplingTabId) => `sampling-panel-${tab}`;

/**
 * The selected tab lives in `?tab=`, so a tab can be linked to and survives a reload.
 * The pre-rendered HTML shows the default tab (the pre-renderer renders each path without
 * a query string), so the URL's tab is taken only once hydration is over: taking it
 * earlier would make the first client render differ from that HTML.
 */
function useSelectedTab(): [SamplingTabId, (tab: SamplingTabId) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const requested = searchParams.get(TAB_PARAM);
  const selected = hydrated && isSamplingTabId(requested) ? requested : DEFAULT_SAMPLING_TAB;
  const select = useCallback(
    (tab: SamplingTabId) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          // The default tab is the page's canonical address: no query string.
          if (tab === DEFAULT_SAMPLING_TAB) next.delete(TAB_PARAM);
          else next.set(TAB_PARAM, tab);
          return next;
        },
        // Switching tabs is not a new page: Back should leave the page, not replay tabs.
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return [selected, select];
}

/**
 * Each tab is a link to its own address, so a tap before the page's JavaScript is running
 * is never lost: the browser loads that address, whose tab shows once it hydrates. After
 * that the tabs switch in place, and a plain click does not load the page again.
 */
function useTabLink(): (tab: SamplingTabId) => {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
} {
  const { pathname } = useLocation();
  return (tab) => ({
    href: tab === DEFAULT_SAMPLING_TAB ? pathname : `${pathname}?${TAB_PARAM}=${tab}`,
    onClick: (event) => {
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
      if (plain) event.preventDefault();
    },
  });
}

function PanelActions({ links }: { links: readonly PageLink[] }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 4 }}
      className="no-print"
    >
      {links.map((link, index) => (
        <PageLinkButton
          key={link.to}
          link={link}
          variant={index === 0 ? 'contained' : 'outlined'}
          size="large"
          endIcon={index === 0 ? <ArrowForward /> : undefined}
        />
      ))}
    </Stack>
  );
}

function PanelHeading({ children }: { children: ReactNode }) {
  return <Typography variant="h2">{children}</Typography>;
}

function SoilPanel() {
  const { soil } = SAMPLING_OVERVIEW;
  return (
    <>
      <PanelHeading>{soil.title}</PanelHeading>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem', maxWidth: 760 }}>
        {soil.intro}
      </Typography>
      <KeyFigures figures={SOIL_FIGURES} label="Soil sampling at a glance" />
      <Card sx={{ mt: 4, p: { xs: 3, md: 4 } }}>
        <Box
          component="ol"
          sx={{ m: 0, pl: 3, display: 'grid', gap: 1.25, '& li::marker': { fontWeight: 700 } }}
        >
          {soil.steps.map((step) => (
            <Typography component="li" key={step} sx={{ pl: 0.5 }}>
              <KeepRangesWhole text={step} />
            </Typography>
          ))}
        </Box>
      </Card>
      <PanelActions links={[soil.action]} />
    </>
  );
}

function PlantTissuePanel() {
  const { plantTissue } = SAMPLING_OVERVIEW;
  const { bestPractices, handling } = PLANT_TISSUE_GUIDELINES;
  return (
    <>
      <PanelHeading>{plantTissue.title}</PanelHeading>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem', maxWidth: 760 }}>
        {plantTissue.intro}
      </Typography>
      <KeyFigures figures={PLANT_TISSUE_FIGURES} label="Plant tissue sampling at a glance" />
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mt: 4 }}>
        {[bestPractices, handling].map((list) => (
          <Grid key={list.title} size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%', p: { xs: 3, md: 4 } }}>
              <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
                {list.title}
              </Typography>
              <GuideList items={list.points} />
            </Card>
          </Grid>
        ))}
      </Grid>
      <PanelActions links={[plantTissue.action, plantTissue.cropsAction]} />
    </>
  );
}

function MiniList({
  title,
  items,
  kind,
}: {
  title: string;
  items: readonly string[];
  kind: 'avoid' | 'label';
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      <GuideList items={items} kind={kind} dense />
    </>
  );
}

function CropPanel({ crop }: { crop: Crop }) {
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CropBadge crop={crop} size={52} />
        <PanelHeading>{SAMPLING_OVERVIEW.cropTitle(crop.name)}</PanelHeading>
      </Stack>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem', maxWidth: 760 }}>
        {crop.summary}
      </Typography>
      <KeyFigures figures={crop.keyFigures} label={`${crop.name} sampling at a glance`} />
      {/* Columns, as on the crop page: short steps do not leave gaps beside long ones. */}
      <Box sx={{ mt: 4, columnCount: { xs: 1, md: 2 }, columnGap: 3 }}>
        {GUIDE_STEPS.map((key) => {
          const step = crop[key];
          return (
            <Card
              key={key}
              sx={{ breakInside: 'avoid', mb: { xs: 2, md: 3 }, p: { xs: 2.5, md: 3 } }}
            >
              <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
                {step.title}
              </Typography>
              <GuideList items={step.points} dense />
              {step.avoid && (
                <MiniList title={CROP_PAGE.avoidTitle} items={step.avoid} kind="avoid" />
              )}
              {key === 'handling' && (
                <MiniList title={CROP_PAGE.labelsTitle} items={crop.handling.labels} kind="label" />
              )}
            </Card>
          );
        })}
      </Box>
      <PanelActions
        links={[{ label: SAMPLING_OVERVIEW.cropAction(crop.name), to: cropPath(crop.id) }]}
      />
    </>
  );
}

function panelContent(tab: SamplingTabId): ReactNode {
  if (tab === 'soil') return <SoilPanel />;
  if (tab === 'plant-tissue') return <PlantTissuePanel />;
  return <CropPanel crop={cropById(tab)} />;
}

/** /sampling-instructions: soil, plant tissue and each crop in one tabbed overview. */
export default function SamplingInstructionsPage() {
  const [selected, select] = useSelectedTab();
  const tabLink = useTabLink();
  return (
    <PrintableGuide>
      <PageHero
        eyebrow={SAMPLING_OVERVIEW.eyebrow}
        title={SAMPLING_OVERVIEW.title}
        lead={SAMPLING_OVERVIEW.lead}
      />
      <Section>
        <Tabs
          value={selected}
          onChange={(_event, tab: SamplingTabId) => select(tab)}
          aria-label={SAMPLING_OVERVIEW.tabsLabel}
          variant="scrollable"
          // Always rendered, not 'auto': buttons that appear after the first layout would
          // push a tab selected from the URL back out of view on a phone.
          scrollButtons
          allowScrollButtonsMobile
          className="no-print"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            mb: { xs: 4, md: 5 },
            // From md up all seven tabs fit: no empty arrow slots beside them.
            '& .MuiTabs-scrollButtons.Mui-disabled': { display: { md: 'none' } },
          }}
        >
          {SAMPLING_TAB_IDS.map((tab) => (
            <Tab
              key={tab}
              component="a"
              {...tabLink(tab)}
              value={tab}
              label={SAMPLING_OVERVIEW.tabLabel(tab)}
              id={tabId(tab)}
              aria-controls={panelId(tab)}
              sx={{ fontSize: '1rem', minWidth: { xs: 0, sm: 96 } }}
            />
          ))}
        </Tabs>
        {/* Every panel is in the pre-rendered HTML, so search engines read them all; only
            the selected one is shown, on screen and on paper. */}
        {SAMPLING_TAB_IDS.map((tab) => (
          <Box
            key={tab}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            hidden={tab !== selected}
          >
            {panelContent(tab)}
          </Box>
        ))}
      </Section>
    </PrintableGuide>
  );
}
