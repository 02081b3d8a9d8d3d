import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { REVEAL_STEP_MS, useScrollReveal } from '../hooks/use-scroll-reveal';
import { mq } from '../theme/tokens';

const Wrapper = styled.div(({ theme }) => ({
  height: '100%',
  transition: `opacity ${theme.motion.slow} ${theme.motion.easing}, transform ${theme.motion.slow} ${theme.motion.easing}`,
  // Hidden at once (never a half-faded card on screen), then faded in when seen.
  '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(1rem)', transition: 'none' },
  [mq.reducedMotion]: { transition: 'none' },
}));

export interface RevealProps {
  children: ReactNode;
  /** Position in a row of cards: each step waits 100 ms more. */
  step?: number;
  className?: string;
}

/** Fades its content in when it first scrolls into view. */
export function Reveal({ children, step = 0, className }: RevealProps) {
  const ref = useScrollReveal<HTMLDivElement>();
  return (
    <Wrapper ref={ref} className={className} css={step ? { transitionDelay: `${step * REVEAL_STEP_MS}ms` } : undefined}>
      {children}
    </Wrapper>
  );
}
