import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Grid, mq, VisuallyHidden } from '@vital/shared';
import { PHOTO_SIZE } from './team-member-card';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

// As tall as a loaded card, so the page does not jump when the team arrives.
const Placeholder = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  minHeight: '22rem',
  padding: theme.space[6],
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.borderSoft}`,
  background: theme.colors.surface,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  [mq.reducedMotion]: { animation: 'none' },
}));

const Bar = styled.span<{ width: string }>(({ theme, width }) => ({
  display: 'block',
  width,
  height: '0.9rem',
  borderRadius: theme.radii.sm,
  background: theme.colors.surfaceMuted,
}));

const Circle = styled.span(({ theme }) => ({
  display: 'block',
  width: PHOTO_SIZE,
  height: PHOTO_SIZE,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceMuted,
}));

/** Stand-in cards while the team call is pending; announced once as a status. */
export function TeamLoading({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Grid as="div" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Placeholder key={index}>
            <Circle />
            <Bar width="60%" />
            <Bar width="40%" />
            <Bar width="90%" />
            <Bar width="80%" />
          </Placeholder>
        ))}
      </Grid>
    </div>
  );
}
