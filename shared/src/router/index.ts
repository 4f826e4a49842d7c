/**
 * `@wolvo/shared/router`: the routing every container uses. One federation singleton holds the one copy of
 * react-router (one router context for the host and every remote), and only what is listed here: a shared
 * module is never tree-shaken, and the whole react-router barrel is about 61 KB gzip. Add an export here
 * when an area needs another part of react-router (the host must then be rebuilt with it).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type {
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  Params,
  PathMatch,
  SetURLSearchParams,
} from 'react-router-dom';
export { PublicPageRoute } from './public-page-route';
export { lazyPage, preloadableLazy, type PreloadableComponent } from './lazy-page';
