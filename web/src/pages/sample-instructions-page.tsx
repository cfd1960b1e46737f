import type { SvgIconComponent } from '@mui/icons-material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LandscapeOutlined from '@mui/icons-material/LandscapeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { IconTile } from '../components/icon-tile';
import { LinkCard } from '../components/link-card';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { cropById, isCropId } from '../content/crops';
import { SAMPLE_INSTRUCTIONS_INDEX, type GuideCard, type SupportCard } from '../content/sampling';
import { CropBadge } from '../features/sampling/components/crop-badge';
import { PrintableGuide } from '../features/sampling/components/printable-guide';

const GUIDE_ICONS: Record<'soil' | 'overview', SvgIconComponent> = {
  soil: LandscapeOutlined,
  overview: MenuBookOutlined,
};

const SUPPORT_ICONS: Record<SupportCard['icon'], SvgIconComponent> = {
  contact: SupportAgentOutlined,
  bags: Inventory2Outlined,
  ship: LocalShippingOutlined,
};

function guideIcon(icon: GuideCard['icon']): ReactNode {
  return isCropId(icon) ? (
    <CropBadge crop={cropById(icon)} size={44} />
  ) : (
    <IconTile icon={GUIDE_ICONS[icon]} size={44} />
  );
}

/** /plant-tissue-sample-instructions: every sampling guide, and where to get bags and labels. */
export default function SampleInstructionsPage() {
  const page = SAMPLE_INSTRUCTIONS_INDEX;
  return (
    <PrintableGuide>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <Section id="guides" title={page.guidesTitle} intro={page.guidesIntro}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {page.guides.map((guide) => (
            // The two general guides get a wider card above the five crops.
            <Grid key={guide.to} size={{ xs: 12, sm: 6, md: isCropId(guide.icon) ? 4 : 6 }}>
              <LinkCard
                to={guide.to}
                title={guide.title}
                text={guide.text}
                icon={guideIcon(guide.icon)}
              />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section id="support" tinted title={page.supportTitle} intro={page.supportIntro}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {page.support.map((card) => (
            <Grid key={card.to} size={{ xs: 12, md: 4 }}>
              <LinkCard
                to={card.to}
                title={card.title}
                text={card.text}
                icon={<IconTile icon={SUPPORT_ICONS[card.icon]} size={44} />}
              />
            </Grid>
          ))}
        </Grid>
      </Section>
    </PrintableGuide>
  );
}
