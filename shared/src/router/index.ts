// The site's one way to reach the router (docs/decisions/011-router-facade.md).
// This module, not react-router, is the Module Federation singleton: webpack
// keeps only what is listed here, where a shared react-router would ship whole.
import { createElement, useContext, type ContextType, type ReactElement, type ReactNode } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router';
export {
  BrowserRouter,
  Link,
  matchPath,
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
} from 'react-router';


/** The router as one part of the page sees it: handed to a page rendered in a root of its own. */
export interface RouterBridge {
  navigation: ContextType<typeof UNSAFE_NavigationContext>;
  location: ContextType<typeof UNSAFE_LocationContext>;
  route: ContextType<typeof UNSAFE_RouteContext>;
}

/** Reads the router where a page island is placed (decision 014). */
export function useRouterBridge(): RouterBridge {
  return {
    navigation: useContext(UNSAFE_NavigationContext),
    location: useContext(UNSAFE_LocationContext),
    route: useContext(UNSAFE_RouteContext),
  };
}

/** Gives an island's tree the host's router: links, navigation, location and params work as in one tree. */
export function RouterBridgeProvider({ bridge, children }: { bridge: RouterBridge; children: ReactNode }): ReactElement {
  return createElement(
    UNSAFE_NavigationContext.Provider,
    { value: bridge.navigation },
    createElement(
      UNSAFE_LocationContext.Provider,
      { value: bridge.location },
      createElement(UNSAFE_RouteContext.Provider, { value: bridge.route }, children),
    ),
  );
}
