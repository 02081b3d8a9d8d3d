import styled from '@emotion/styled';
import { mq } from '../theme/tokens';

/**
 * Buttons that go together (a hero's or a closing band's next steps): side by side from 768 px;
 * on a phone one under another, each as wide as the group, so a pair is never of two widths
 * or broken over two rows.
 */
export const ButtonGroup = styled.div<{ isCentered?: boolean }>(({ theme, isCentered }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  [mq.md]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: isCentered ? 'center' : 'flex-start' },
}));
