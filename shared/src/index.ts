// The public entry of @vital/shared. Remotes and the host import from here
// (or from '@vital/shared/testing' in tests); deep imports are refused by lint.
import './theme/emotion';

export { paths, signedInOnlyPatterns, blogPath, signinPath, safeNextPath, type PathKey, type RoutePattern } from './routes/paths';
export {
  REMOTE_NAMES,
  REMOTE_CONTAINERS,
  ROUTES_MODULE,
  type RemoteName,
  type RemoteModule,
  type RouteComponents,
  type ChatWidgetProps,
} from './federation/contract';
export {
  parseSiteConfig,
  portalHref,
  portalRedirectPath,
  SiteConfigError,
  DEFAULT_PORTAL_PATHS,
  PORTAL_LINK_KEYS,
  type SiteConfig,
  type PortalLinkKey,
  type DemoAccount,
} from './config/site-config';
export { SiteConfigProvider, useSiteConfig, usePortalHref } from './config/site-config-context';
export { useIsHydrated } from './hooks/use-is-hydrated';
export { PageIsland, islandIdPrefix, type IslandBridge, type PageIslandProps } from './island/page-island';
export { useIslandBridge } from './island/use-island-bridge';
export { tokens, mq, fixedClearance, type VitalTheme } from './theme/tokens';
export { GlobalStyles } from './theme/global-styles';
export {
  AUTH_STORAGE_KEY,
  DEMO_DISPLAY_NAMES,
  DEMO_SIGN_IN_DELAY_MS,
  USER_TYPES,
  isUserType,
  toUser,
  type User,
  type UserType,
  type Credentials,
} from './auth/user';
export { AuthProvider, AuthBridgeProvider, useAuth, type AuthContextValue, type AuthProviderProps, type SignInResult } from './auth/auth-context';
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_HOTKEY,
  type ToastOptions,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store';
export { ToastProvider, ToastBridgeProvider, useToast, type ToastContextValue, type ToastHandle } from './toast/toast-context';
export { Toaster } from './toast/toaster';
export { openChat, closeChat, useIsChatOpen } from './chat/chat-trigger';
export { VitalProviders, swrOptions, type VitalProvidersProps } from './providers/vital-providers';
export { Button, ButtonLink, ButtonAnchor, buttonStyles, type ButtonVariant, type ButtonSize } from './ui/button';
export { Container, Section, VisuallyHidden } from './ui/layout';
export { PageIntro, type PageIntroProps } from './ui/page-intro';
export { company, type Office } from './content/company';
export { legalLinks } from './content/legal';
export { industryFigures, industryGrowth, type IndustryId } from './content/industries';
export { Card, Grid } from './ui/card';
export { Badge, type BadgeTone } from './ui/badge';
export { SectionHeading, type SectionHeadingProps } from './ui/section-heading';
export { StatList, type Stat } from './ui/stat-list';
export { CallToAction, type CallToActionProps } from './ui/call-to-action';
export { Reveal, type RevealProps } from './ui/reveal';
export { Icon, type IconName } from './ui/icon';
export { useScrollReveal, REVEAL_STEP_MS, REVEAL_THRESHOLD } from './hooks/use-scroll-reveal';
export * from './api';
export { usePageMeta, useDefaultPageMeta, fullPageTitle, SITE_NAME, type PageMeta } from './hooks/use-page-meta';
export { useSignOutAndGoHome } from './auth/use-sign-out-and-go-home';
export { PageSection, type PageSectionProps, type SectionCopy } from './ui/page-section';
export { ActionButtons, isPortalAction, OPENS_IN_NEW_TAB, type ActionsTone, type PageAction, type PortalAction, type RouteAction } from './ui/action-buttons';
