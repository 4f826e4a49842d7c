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

/** Icon of a sidebar entry, with a neutral default. */
export function pageIcon(key: string): SvgIconComponent {
  return PAGE_ICONS[key] ?? QueryStatsIcon;
}
