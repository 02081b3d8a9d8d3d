import styled from '@emotion/styled';
import { mq, type ChatWidgetProps } from '@vital/shared';
import { useEffect, useId, useRef } from 'react';
import { chatCopy } from './content/chat';

const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  right: theme.space[4],
  bottom: `calc(${theme.space[4]} + 4.25rem)`,
  left: theme.space[4],
  zIndex: theme.zIndices.chat,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(32rem, calc(100vh - 7rem))',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.borderSoft}`,
  borderRadius: theme.radii.xl,
  boxShadow: theme.shadows.lg,
  overflow: 'hidden',
  [mq.md]: { left: 'auto', width: '24rem' },
}));

// A div, not <header>: outside a sectioning element a header is a second banner landmark (axe).
const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: theme.space[3],
  padding: theme.space[4],
  background: theme.colors.primary,
  color: theme.colors.textInverse,
  h2: { color: theme.colors.textInverse, fontSize: theme.fontSizes.lg },
  p: { fontSize: theme.fontSizes.sm, color: theme.colors.primarySoft },
}));

const Close = styled.button(({ theme }) => ({
  border: 0,
  background: 'transparent',
  color: theme.colors.textInverse,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1,
  width: '2rem',
  height: '2rem',
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusInverse}` },
}));

const Messages = styled.ol(({ theme }) => ({
  margin: 0,
  padding: theme.space[4],
  listStyle: 'none',
  overflowY: 'auto',
}));

const Bubble = styled.li(({ theme }) => ({
  maxWidth: '85%',
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceMuted,
  color: theme.colors.text,
}));

/** The assistant panel: a labelled, non-modal dialog that starts with a greeting. */
export function ChatWidget({ onClose }: ChatWidgetProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Head>
        <div>
          <h2 id={titleId}>{chatCopy.title}</h2>
          <p>{chatCopy.subtitle}</p>
        </div>
        <Close ref={closeRef} type="button" aria-label={chatCopy.close} onClick={onClose}>
          ×
        </Close>
      </Head>
      <Messages aria-live="polite">
        <Bubble>{chatCopy.greeting}</Bubble>
      </Messages>
    </Panel>
  );
}
