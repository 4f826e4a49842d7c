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

/**
 * The icons a page may name in its declaration (`icon`, by its MUI name): the shell's set, so a remote
 * picks one without shipping it. An unknown name gets the neutral default.
 */
export const ICONS_BY_NAME: Record<string, SvgIconComponent> = {
  Casino: CasinoIcon,
  Dashboard: DashboardIcon,
  DeliveryDining: DeliveryDiningIcon,
  Group: GroupIcon,
  Handshake: HandshakeIcon,
  HelpCenter: HelpCenterIcon,
  Home: HomeIcon,
  Insights: InsightsIcon,
  LocalShipping: LocalShippingIcon,
  Payments: PaymentsIcon,
  QueryStats: QueryStatsIcon,
  ReportProblem: ReportProblemIcon,
  Settings: SettingsIcon,
  Storefront: StorefrontIcon,
};

/** Sidebar icon of each group key (a group is the spec's, not a remote's). */
export const GROUP_ICONS: Record<string, SvgIconComponent> = {
  DASHBOARD_ALPHA: DashboardIcon,
  CLIENT_STATISTICS: InsightsIcon,
  ORDERS: LocalShippingIcon,
  RECLAMATION: ReportProblemIcon,
  FINANCE: PaymentsIcon,
  COMMERCIAL: StorefrontIcon,
  USERS: GroupIcon,
};

/** Icon of a sidebar entry: the page's declared icon, else its group's, with a neutral default. */
export function pageIcon(key: string, icon?: string): SvgIconComponent {
  return (icon && ICONS_BY_NAME[icon]) || GROUP_ICONS[key] || QueryStatsIcon;
}
