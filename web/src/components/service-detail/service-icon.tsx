import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import BiotechOutlined from '@mui/icons-material/BiotechOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import GrainOutlined from '@mui/icons-material/GrainOutlined';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LandscapeOutlined from '@mui/icons-material/LandscapeOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OpacityOutlined from '@mui/icons-material/OpacityOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { IconName } from '../../content/service-page-types';
import { IconTile } from '../icon-tile';

const ICONS: Record<IconName, typeof SvgIcon> = {
  agriculture: AgricultureOutlined,
  biotech: BiotechOutlined,
  compare: CompareArrowsOutlined,
  description: DescriptionOutlined,
  event: EventAvailableOutlined,
  factory: FactoryOutlined,
  'fact-check': FactCheckOutlined,
  grain: GrainOutlined,
  grass: GrassOutlined,
  health: HealthAndSafetyOutlined,
  insights: InsightsOutlined,
  landscape: LandscapeOutlined,
  flower: LocalFloristOutlined,
  layers: LayersOutlined,
  'menu-book': MenuBookOutlined,
  opacity: OpacityOutlined,
  person: PersonOutlined,
  pets: PetsOutlined,
  savings: SavingsOutlined,
  scale: ScaleOutlined,
  science: ScienceOutlined,
  shield: ShieldOutlined,
  shipping: LocalShippingOutlined,
  spa: SpaOutlined,
  speed: SpeedOutlined,
  storefront: StorefrontOutlined,
  support: SupportAgentOutlined,
  'trending-up': TrendingUpOutlined,
  tune: TuneOutlined,
  verified: VerifiedOutlined,
  water: WaterDropOutlined,
};

/** A content icon in a tinted rounded square: the badge at the top of cards. */
export function ServiceIcon({ name, size = 48 }: { name: IconName; size?: number }) {
  return <IconTile icon={ICONS[name]} size={size} />;
}
