import styled from '@emotion/styled';
import type { CSSObject, Theme } from '@emotion/react';
import { closeChat, mq, openChat, paths, useIsChatOpen, useIsHydrated, useSiteConfig, useToast } from '@vital/shared';
import { Link } from '@vital/shared/router';
import { Suspense, use, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemoteModule, resetRemote } from '../../federation/remote-loader';
import { getRemoteTimeout } from '../../federation/remote-status';
import { markRemote, useRemoteStatus } from '../../federation/use-remote-status';
import { useIsGivingWay } from './use-is-giving-way';

/** While the chat remote is down, check again this often whether it is back. */
const RECHECK_INTERVAL_MS = 15_000;

const chatLauncherCopy = {
  open: 'Open chat assistant',
  close: 'Close chat assistant',
  unavailable: 'The chat assistant is unavailable right now. Please try again later.',
  /** Before the page is live the chat cannot open: the launcher leads to the contact page instead. */
  contact: 'Contact us',
} as const;

// The page keeps room for it (fixedClearance): a control scrolled into view never ends up beneath it.
// On a phone's first view it steps aside instead (useIsGivingWay).
const launcherStyles = ({ theme }: { theme: Theme }): CSSObject => ({
  position: 'fixed',
  right: theme.layout.chatLauncherInset,
  bottom: theme.layout.chatLauncherInset,
  zIndex: theme.zIndices.chat,
  width: theme.layout.chatLauncherSize,
  height: theme.layout.chatLauncherSize,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: '50%',
  background: theme.colors.primary,
  color: theme.colors.textInverse,
  boxShadow: theme.shadows.lg,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primaryHover },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 3 },
  transition: `opacity ${theme.motion.fast}, visibility ${theme.motion.fast}`,
  [mq.belowMd]: { '&[data-giving-way]': { visibility: 'hidden', opacity: 0 } },
  [mq.reducedMotion]: { transition: 'none' },
});
const Launcher = styled.button(launcherStyles);
const LauncherLink = styled(Link)(launcherStyles);

function ChatIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      {isOpen ? (
        <path d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      )}
    </svg>
  );
}

/** Asks whether the chat remote's manifest answers, without loading its code. */
async function isChatReachable(manifestUrl: string): Promise<boolean> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache', signal: AbortSignal.timeout(getRemoteTimeout()) });
    return response.ok;
  } catch {
    return false;
  }
}

function ChatWidgetSlot({ onClose }: { onClose: () => void }) {
  const module = use(loadRemoteModule('chat'));
  const Widget = module.ChatWidget;
  if (!Widget) throw new Error('The chat remote does not provide a ChatWidget');
  return <Widget onClose={onClose} />;
}

function ChatUnavailable() {
  const { toast } = useToast();
  useEffect(() => {
    markRemote('chat', 'unavailable');
    resetRemote('chat');
    closeChat();
    toast({ title: 'Chat unavailable', description: chatLauncherCopy.unavailable, variant: 'destructive' });
  }, [toast]);
  return null;
}

/**
 * The host's chat slot: a floating launcher, and the chat remote's widget once
 * it is first needed (the launcher, or openChat() from any page). While the
 * chat remote cannot be reached the launcher hides itself and checks back.
 */
export function ChatLauncher() {
  const isHydrated = useIsHydrated();
  const isOpen = useIsChatOpen();
  const status = useRemoteStatus('chat');
  const { remotes } = useSiteConfig();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  const isGivingWay = useIsGivingWay(launcher, isHydrated && status !== 'unavailable') && !isOpen;

  useEffect(() => {
    if (status === 'available') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isCancelled = false;
    const check = async () => {
      const isReachable = await isChatReachable(remotes.chat);
      if (isCancelled) return;
      markRemote('chat', isReachable ? 'unknown' : 'unavailable');
    };
    if (status === 'unavailable') {
      timer = setTimeout(check, RECHECK_INTERVAL_MS);
    } else if (document.readyState === 'complete') {
      timer = setTimeout(check, 0);
    } else {
      // The first check waits for the page itself: it must not compete with it.
      window.addEventListener('load', check, { once: true });
    }
    return () => {
      isCancelled = true;
      clearTimeout(timer);
      window.removeEventListener('load', check);
    };
  }, [remotes.chat, status]);

  // The panel gives focus back to the control that opened it (its focus trap); when that control
  // has gone meanwhile (the page changed), the launcher takes focus rather than nothing.
  useEffect(() => {
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (wasOpen.current && !isOpen && isFocusLost) launcher.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (!isHydrated) {
    return (
      <LauncherLink to={paths.contact} aria-label={chatLauncherCopy.contact} data-giving-way="">
        <ChatIcon isOpen={false} />
      </LauncherLink>
    );
  }
  return (
    <>
      {status !== 'unavailable' && (
        <Launcher
          ref={launcher}
          type="button"
          aria-label={isOpen ? chatLauncherCopy.close : chatLauncherCopy.open}
          aria-expanded={isOpen}
          data-giving-way={isGivingWay ? '' : undefined}
          onClick={() => (isOpen ? closeChat() : openChat())}
        >
          <ChatIcon isOpen={isOpen} />
        </Launcher>
      )}
      {isOpen && (
        <ErrorBoundary fallback={<ChatUnavailable />}>
          <Suspense fallback={null}>
            <ChatWidgetSlot onClose={closeChat} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
