import { useTheme } from '@emotion/react';

/**
 * A decorative drawing for the hero: a professional's profile and a company's
 * requirement, matched. Drawn inline in the theme's colours, so it costs no
 * request and never shifts the layout.
 */
export function HeroIllustration({ className }: { className?: string }) {
  const { colors } = useTheme();
  return (
    <svg className={className} viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <circle cx="250" cy="200" r="170" fill={colors.primarySoft} />
      <circle cx="400" cy="70" r="46" fill={colors.accentSoft} />
      <circle cx="70" cy="330" r="34" fill={colors.accentSoft} />

      {/* The professional's profile. */}
      <g>
        <rect x="40" y="70" width="190" height="150" rx="18" fill={colors.surface} stroke={colors.borderSoft} />
        <circle cx="86" cy="116" r="24" fill={colors.accentSoft} />
        <circle cx="86" cy="110" r="9" fill={colors.accent} />
        <path d="M70 132c3-9 9-13 16-13s13 4 16 13" fill={colors.accent} />
        <rect x="122" y="102" width="88" height="10" rx="5" fill={colors.heading} />
        <rect x="122" y="120" width="62" height="8" rx="4" fill={colors.border} />
        <rect x="62" y="160" width="54" height="18" rx="9" fill={colors.primarySoft} />
        <rect x="124" y="160" width="74" height="18" rx="9" fill={colors.accentSoft} />
        <rect x="62" y="188" width="130" height="8" rx="4" fill={colors.borderSoft} />
      </g>

      {/* The company's requirement. */}
      <g>
        <rect x="250" y="190" width="190" height="150" rx="18" fill={colors.surface} stroke={colors.borderSoft} />
        <rect x="272" y="212" width="44" height="44" rx="10" fill={colors.primarySoft} />
        <path d="M284 248v-24h20v24M289 231h4M295 231h4M289 238h4M295 238h4" stroke={colors.primary} strokeWidth="2.5" strokeLinecap="round" fill="none" />
        <rect x="330" y="218" width="88" height="10" rx="5" fill={colors.heading} />
        <rect x="330" y="236" width="56" height="8" rx="4" fill={colors.border} />
        <rect x="272" y="276" width="146" height="8" rx="4" fill={colors.borderSoft} />
        <rect x="272" y="294" width="120" height="8" rx="4" fill={colors.borderSoft} />
        <rect x="272" y="312" width="70" height="14" rx="7" fill={colors.successSoft} />
      </g>

      {/* The match between them. */}
      <path d="M180 220c0 40 40 40 70 30" stroke={colors.primary} strokeWidth="3" strokeDasharray="6 8" fill="none" strokeLinecap="round" />
      <circle cx="232" cy="236" r="26" fill={colors.primary} />
      <path d="M220 236l8 8 16-16" stroke={colors.textInverse} strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
