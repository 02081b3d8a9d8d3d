import styled from '@emotion/styled';
import { mq, useFocusTrap } from '@vital/shared';
import { useId, useRef } from 'react';
import { ChatComposer } from './chat-composer';
import type { ChatMessage } from './chat-store';
import { MAX_MESSAGE_LENGTH, type ChatCopy } from './content/chat';
import { MessageList } from './message-list';

// Above the host's launcher (bottom-right, theme.layout.chatLauncher*) so the
// launcher always stays reachable to close the panel; at 375 px it spans the
// width and leaves the top of the page visible.
const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  right: theme.layout.chatLauncherInset,
  bottom: `calc(${theme.layout.chatLauncherInset} + ${theme.layout.chatLauncherSize} + ${theme.space[3]})`,
  left: theme.layout.chatLauncherInset,
  zIndex: theme.zIndices.chat,
  display: 'flex',
  flexDirection: 'column',
  height: 'min(32rem, calc(100vh - 7rem))',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.borderSoft}`,
  borderRadius: theme.radii.xl,
  boxShadow: theme.shadows.lg,
  overflow: 'hidden',
  [mq.md]: { left: 'auto', width: '24rem' },
}));

// A div, not <header>: outside a sectioning element a header is a second banner landmark (axe).
const Head = styled.div(({ theme }) => ({
  flex: 'none',
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
  flex: 'none',
  border: 0,
  background: 'transparent',
  color: theme.colors.textInverse,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1,
  width: '2.75rem',
  height: '2.75rem',
  marginBlock: `-${theme.space[2]}`,
  marginInlineEnd: `-${theme.space[2]}`,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primaryHover },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusInverse}` },
}));

export interface ChatPanelProps {
  copy: ChatCopy;
  messages: readonly ChatMessage[];
  isWaiting: boolean;
  onSend: (text: string) => void;
  onClose: () => void;
}

/**
 * The assistant panel: a labelled dialog that lies over the page. Focus moves to the message
 * field when it opens and stays in the panel (useFocusTrap): the page beneath is out of the
 * keyboard's reach, so the dialog is modal to assistive technology too, while a pointer may
 * still use the page beside it. Escape or the close button closes it, and focus returns to the
 * control that opened it (the launcher, or Live Chat on the contact page).
 */
export function ChatPanel({ copy, messages, isWaiting, onSend, onClose }: ChatPanelProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hasAsked = messages.some((message) => message.isUser);
  useFocusTrap(panel, { isActive: true, onEscape: onClose, initialFocus: input });

  return (
    <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Head>
        <div>
          <h2 id={titleId}>{copy.title}</h2>
          <p id={descriptionId}>{copy.subtitle}</p>
        </div>
        <Close type="button" aria-label={copy.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Close>
      </Head>
      <MessageList
        label={copy.conversation}
        messages={messages}
        isWaiting={isWaiting}
        speakers={copy.speakers}
        typingLabel={copy.typing}
        pageLinks={copy.pageLinks}
        onFollowLink={onClose}
      />
      <ChatComposer
        copy={copy}
        isWaiting={isWaiting}
        hasSuggestions={!hasAsked && !isWaiting}
        maxLength={MAX_MESSAGE_LENGTH}
        inputRef={input}
        onSend={onSend}
      />
    </Panel>
  );
}
