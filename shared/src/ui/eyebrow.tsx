import styled from '@emotion/styled';

/** The small uppercase line above a page's or a section's heading. */
export const Eyebrow = styled.p(({ theme }) => ({
  color: theme.colors.accent,
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.sm,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  marginBottom: theme.space[2],
}));
