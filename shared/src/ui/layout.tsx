import styled from '@emotion/styled';
import { mq } from '../theme/tokens';

/** Centres content at the site's maximum width with side gutters. */
export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.space[4],
  [mq.md]: { paddingInline: theme.space[6] },
}));

/** A page section with vertical rhythm; `tone` picks its background. */
export const Section = styled.section<{ tone?: 'plain' | 'muted' | 'inverse' }>(({ theme, tone = 'plain' }) => ({
  paddingBlock: theme.space[12],
  background:
    tone === 'muted' ? theme.colors.surfaceMuted : tone === 'inverse' ? theme.colors.surfaceInverse : 'transparent',
  color: tone === 'inverse' ? theme.colors.textInverse : undefined,
  [mq.md]: { paddingBlock: theme.space[16] },
}));

/** Hidden on screen, read by assistive technology. */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
