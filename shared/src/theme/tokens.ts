/**
 * Design tokens: the one source of colours, type, spacing, radii, shadows,
 * breakpoints and layers. Components read them through the emotion theme
 * (`({ theme }) => theme.colors.primary`), never as literals.
 */
export const tokens = {
  name: 'vital',
  colors: {
    primary: '#1d4ed8',
    primaryHover: '#1e3a8a',
    primarySoft: '#dbeafe',
    accent: '#0f766e',
    accentSoft: '#ccfbf1',
    text: '#0f172a',
    textMuted: '#475569',
    heading: '#0b1f4d',
    border: '#cbd5e1',
    borderSoft: '#e2e8f0',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceInverse: '#0b1f4d',
    textInverse: '#f8fafc',
    textInverseMuted: '#cbd5e1',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    successSoft: '#dcfce7',
    focus: '#1d4ed8',
    focusInverse: '#93c5fd',
    dangerOnInverse: '#fecaca',
    successOnInverse: '#bbf7d0',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, snug: 1.4, body: 1.6 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  radii: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  /** Widths in px; 768 and 1024 are where the carousel changes its card count (docs/product.md, Carousel and motion). */
  breakpoints: { md: 768, lg: 1024 },
  layout: {
    maxWidth: '72rem',
    headerHeight: '4rem',
    /** The chat launcher: a round button this wide, this far from the viewport's bottom-right corner. */
    chatLauncherSize: '3.5rem',
    chatLauncherInset: '1rem',
  },
  /** `openMenu`: the header while its mobile menu is open, over the chat launcher, as the menu is over the page. */
  zIndices: { notice: 30, header: 40, dropdown: 50, chat: 60, openMenu: 65, toast: 70, skipLink: 80 },
  motion: { fast: '120ms', normal: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

export type VitalTheme = typeof tokens;

/** Media queries from the breakpoints, mobile first. */
export const mq = {
  md: `@media (min-width: ${tokens.breakpoints.md}px)`,
  lg: `@media (min-width: ${tokens.breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${tokens.breakpoints.md - 0.02}px)`,
  belowLg: `@media (max-width: ${tokens.breakpoints.lg - 0.02}px)`,
  /** From md up to lg: a tablet's layout that the desktop's does not inherit. */
  mdToLg: `@media (min-width: ${tokens.breakpoints.md}px) and (max-width: ${tokens.breakpoints.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/**
 * How much of the viewport's top and bottom edges stay covered by what is fixed on screen (the
 * sticky header; the chat launcher with its inset on both sides), plus a breath of space: the
 * document's scroll padding, and the room the page's end leaves so its last controls can scroll
 * clear of the launcher.
 */
export function fixedClearance(theme: Pick<VitalTheme, 'layout' | 'space'>): { top: string; bottom: string } {
  const { headerHeight, chatLauncherSize, chatLauncherInset } = theme.layout;
  return {
    top: `calc(${headerHeight} + ${theme.space[4]})`,
    bottom: `calc(${chatLauncherSize} + 2 * ${chatLauncherInset})`,
  };
}
