import styled from '@emotion/styled';

/** Takes the place of a list the server answered empty (or could not answer): one short, muted sentence. */
export const EmptyNote = styled.p(({ theme }) => ({
  padding: theme.space[8],
  borderRadius: theme.radii.xl,
  background: theme.colors.surfaceMuted,
  color: theme.colors.textMuted,
  textAlign: 'center',
}));
