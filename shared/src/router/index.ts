// The site's one way to reach the router (docs/decisions/011-router-facade.md).
// This module, not react-router, is the Module Federation singleton: webpack
// keeps only what is listed here, where a shared react-router would ship whole.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
