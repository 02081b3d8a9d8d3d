// The public entry of @vital/shared. Remotes and the host import from here
// (or from '@vital/shared/testing' in tests); deep imports are refused by lint.
import './theme/emotion';

export { paths, signedInOnlyPatterns, blogPath, signinPath, SIGNIN_NEXT_PREFIX, safeNextPath, type RoutePattern } from './routes/paths';
export { pages, pageList, notFoundMeta, type PageEntry } from './routes/pages';
export {
  REMOTES,
  REMOTE_NAMES,
  REMOTE_CONTAINERS,
  ROUTES_MODULE,
  type RemoteName,
  type RemoteModule,
  type RouteComponents,
  type PageComponent,
  type ChatWidgetProps,
  type PageGuard,
  type PageResource,
  type ShellPage,
  COHORT_BANDS,
  COHORT_COOKIE,
  FIELD_LIMITS,
  FIELD_PATH,
  FIELD_SOURCES,
  BUILD_VERSION,
  isFieldVersion,
  type ErrorOrigin,
  type FieldBatch,
  type FieldEvent,
  type FieldSource,
  type VitalName,
} from './contract';
export { featureRoutes, type FeaturePages } from './federation/feature-routes';
export { settledValue, trackSettlement } from './federation/settled';
export { parseSiteConfig, type SiteConfig, type PortalLinkKey } from './config/site-config';
export { useSiteConfig, usePortalHref } from './config/site-config-context';
export { useIsHydrated, useIsHydrating } from './hooks/use-is-hydrated';
export { useImageFailure } from './hooks/use-image-failure';
export { useFocusTrap, type FocusTrapOptions } from './hooks/use-focus-trap';
export { islandIdPrefix, PageIsland, type IslandBridge } from './island/page-island';
export { useIslandBridge } from './island/use-island-bridge';
export { answersOf, islandDataScript, ISLAND_DATA_SELECTOR, parseIslandData, withServerData, type IslandData, type ServerDataCalls } from './island/island-data';
export { tokens, mq, fixedClearance } from './theme/tokens';
export { AUTH_STORAGE_KEY, SIGNED_IN_COOKIE, USER_TYPES, isUserType, type UserType } from './auth/user';
export { AUTH_AS_SERVER_RENDERED, useAuth, type AuthContextValue } from './auth/auth-context';
export { SIGNED_IN_HINT_ATTRIBUTE, authPending } from './auth/auth-pending';
export { useToast, type ToastContextValue } from './toast/toast-context';
export { Toaster } from './toast/toaster';
export { openChat, closeChat, useIsChatOpen } from './chat/chat-trigger';
export { VitalProviders } from './providers/vital-providers';
export { Button, ButtonLink, ButtonAnchor, type ButtonVariant, type ButtonSize } from './ui/button';
export { Container, Section, VisuallyHidden } from './ui/layout';
export { PageIntro, type PageIntroProps } from './ui/page-intro';
export { Eyebrow } from './ui/eyebrow';
export { company, type Office } from './content/company';
export { legalLinks } from './content/legal';
export { industryFigures, industryGrowth, type IndustryId } from './content/industries';
export { Card, fillingRows, Grid } from './ui/card';
export { ButtonGroup } from './ui/button-group';
export { Badge, type BadgeTone } from './ui/badge';
export { SectionHeading } from './ui/section-heading';
export { StatBand, StatList, type Stat, valueAboveLabel } from './ui/stat-list';
export { CallToAction } from './ui/call-to-action';
export { Reveal } from './ui/reveal';
export { Icon, type IconName } from './ui/icon';
export { IconTile } from './ui/icon-tile';
export * from './api';
export { usePageMeta, useDefaultPageMeta, fullPageTitle, type PageMeta } from './hooks/use-page-meta';
export { useSignOutAndGoHome } from './auth/use-sign-out-and-go-home';
export { PageSection, type SectionCopy } from './ui/page-section';
export { ActionButtons, isPortalAction, type PageAction, type RouteAction } from './ui/action-buttons';
