import styled from '@emotion/styled';

export type BadgeTone = 'primary' | 'accent' | 'neutral' | 'success' | 'inverse';

/** A short label: feature tags, media type, counts. */
export const Badge = styled.span<{ tone?: BadgeTone }>(({ theme, tone = 'primary' }) => {
  const colours = {
    primary: [theme.colors.primarySoft, theme.colors.primaryHover],
    accent: [theme.colors.accentSoft, theme.colors.accent],
    neutral: [theme.colors.surfaceMuted, theme.colors.text],
    success: [theme.colors.successSoft, theme.colors.success],
    inverse: [theme.colors.surfaceInverse, theme.colors.textInverse],
  }[tone];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    padding: `${theme.space[1]} ${theme.space[3]}`,
    borderRadius: theme.radii.pill,
    background: colours[0],
    color: colours[1],
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.semibold,
    lineHeight: 1.4,
  };
});
