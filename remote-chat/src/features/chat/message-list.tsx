import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { mq, VisuallyHidden } from '@vital/shared';
import { Link } from '@vital/shared/router';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-store';
import { linkPages } from './page-links';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

// Focusable because it scrolls: keyboard users must be able to scroll it back (axe scrollable-region-focusable).
const Log = styled.div(({ theme }) => ({
  // The offset parent of the messages, so a message's offsetTop is its place in the log.
  position: 'relative',
  flex: '1 1 auto',
  minHeight: '6rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[4],
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
}));

const List = styled.ol(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Bubble = styled.li<{ isUser: boolean }>(({ theme, isUser }) => ({
  alignSelf: isUser ? 'flex-end' : 'flex-start',
  maxWidth: '85%',
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radii.lg,
  background: isUser ? theme.colors.primary : theme.colors.surfaceMuted,
  color: isUser ? theme.colors.textInverse : theme.colors.text,
  fontSize: theme.fontSizes.sm,
  lineHeight: theme.lineHeights.snug,
  // The reply is plain text: keep its line breaks, and let long words and addresses wrap.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  a: { color: theme.colors.primary, fontWeight: theme.fontWeights.semibold, textUnderlineOffset: '0.2em' },
  time: {
    display: 'block',
    marginTop: theme.space[1],
    fontSize: theme.fontSizes.xs,
    color: isUser ? theme.colors.primarySoft : theme.colors.textMuted,
    textAlign: isUser ? 'right' : 'left',
  },
}));

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 },
  '40%': { transform: 'translateY(-0.25rem)', opacity: 1 },
});

const Typing = styled.p(({ theme }) => ({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  margin: 0,
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceMuted,
}));

const Dot = styled.span(({ theme }) => ({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.textMuted,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  '&:nth-of-type(2)': { animationDelay: '150ms' },
  '&:nth-of-type(3)': { animationDelay: '300ms' },
  [mq.reducedMotion]: { animation: 'none', opacity: 0.7 },
}));

export interface MessageListProps {
  label: string;
  messages: readonly ChatMessage[];
  isWaiting: boolean;
  speakers: { user: string; assistant: string };
  typingLabel: string;
  /** The pages an answer may name, by name, each linked in the assistant's messages. */
  pageLinks: Readonly<Record<string, string>>;
  /** A link in an answer was followed: the panel closes to show the page. */
  onFollowLink: () => void;
}

/**
 * The conversation as a log: assistive technology announces each new message
 * (and the typing indicator) politely, without moving focus. A page an answer
 * names is a link to it.
 */
export function MessageList({ label, messages, isWaiting, speakers, typingLabel, pageLinks, onFollowLink }: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);

  // The newest message comes into view; a reply taller than the log is shown from its start.
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    const newest = element.querySelector<HTMLElement>('li:last-of-type');
    const isTall = !isWaiting && newest !== null && newest.offsetHeight > element.clientHeight;
    const padding = parseFloat(getComputedStyle(element).paddingTop) || 0;
    element.scrollTop = isTall && newest ? newest.offsetTop - padding : element.scrollHeight;
  }, [messages.length, isWaiting]);

  return (
    <Log ref={log} role="log" aria-live="polite" aria-label={label} tabIndex={0}>
      <List>
        {messages.map((message) => (
          <Bubble key={message.id} isUser={message.isUser}>
            <VisuallyHidden>{message.isUser ? speakers.user : speakers.assistant}: </VisuallyHidden>
            {message.isUser
              ? message.text
              : linkPages(message.text, pageLinks).map((part, index) =>
                  typeof part === 'string' ? (
                    part
                  ) : (
                    <Link key={index} to={part.to} onClick={onFollowLink}>
                      {part.text}
                    </Link>
                  ),
                )}
            <time dateTime={message.timestamp.toISOString()}>{timeFormat.format(message.timestamp)}</time>
          </Bubble>
        ))}
      </List>
      {isWaiting && (
        <Typing>
          <Dot aria-hidden="true" />
          <Dot aria-hidden="true" />
          <Dot aria-hidden="true" />
          <VisuallyHidden>{typingLabel}</VisuallyHidden>
        </Typing>
      )}
    </Log>
  );
}
