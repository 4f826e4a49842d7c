import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import PaymentsIcon from '@mui/icons-material/Payments';
import StorefrontIcon from '@mui/icons-material/Storefront';
import GroupIcon from '@mui/icons-material/Group';
import CasinoIcon from '@mui/icons-material/Casino';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import SettingsIcon from '@mui/icons-material/Settings';
import HandshakeIcon from '@mui/icons-material/Handshake';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';

/** Sidebar icon of each top-level page or group key. */
export const PAGE_ICONS: Record<string, SvgIconComponent> = {
  DASHBOARD_PARTNER: HandshakeIcon,
  DASHBOARD_ALPHA: DashboardIcon,
  CLIENT_HOMEPAGE: HomeIcon,
  CLIENT_STATISTICS: InsightsIcon,
  ORDERS: LocalShippingIcon,
  RECLAMATION: ReportProblemIcon,
  FINANCE: PaymentsIcon,
  COMMERCIAL: StorefrontIcon,
  USERS: GroupIcon,
  TEAM: GroupIcon,
  FORTUNE_WHEEL: CasinoIcon,
  SUPPORT: HelpCenterIcon,
  ACCOUNT_SETTINGS: SettingsIcon,
};

/** Icons of top-level pages that share their permission key with another (partners: DASHBOARD_PARTNER). */
export const PATH_ICONS: Record<string, SvgIconComponent> = {
  'commercial/partners': DeliveryDiningIcon,
};

/** Icon of a sidebar entry (by its path first, then its key), with a neutral default. */
export function pageIcon(key: string, path?: string): SvgIconComponent {
  return (path && PATH_ICONS[path]) || PAGE_ICONS[key] || QueryStatsIcon;
}
