/**
 * The router every app of the page shares (one history, one set of route contexts). Apps import routing from here,
 * never from `react-router-dom`: a shared package is bundled whole, so sharing react-router-dom itself put all of
 * react-router (data routers, server rendering, about 62 kB gzipped) into every first visit; this module shares only
 * what the apps use. Add a name here when an app needs it.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction } from 'react-router-dom';
