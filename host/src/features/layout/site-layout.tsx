import styled from '@emotion/styled';
import { Toaster } from '@vital/shared';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@vital/shared/router';
import { ChatLauncher } from '../chat-launcher/chat-launcher';
import { Footer, type FooterProps } from '../footer/footer';
import { Header } from '../header/header';
import { markHostLive } from '../islands/server-island';

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space[4],
  top: theme.space[2],
  zIndex: theme.zIndices.skipLink,
  padding: `${theme.space[2]} ${theme.space[4]}`,
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

const Main = styled.main({ minHeight: '70vh', outline: 'none' });

/**
 * Out of the layout while a page's loading state is on screen, whether React or the server
 * put it there; kept mounted, so the newsletter form keeps what was typed.
 */
const FooterArea = styled.div({ 'main:has([data-route-loading]) ~ &': { display: 'none' } });

/** After a client-side navigation, start at the top and let assistive technology know the page changed. */
function useResetOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** Tells the page the shell is live once the part it closes has been hydrated. */
function ShellLive() {
  useEffect(markHostLive, []);
  return null;
}

/**
 * The shell around every page: header, main content, footer, chat and notifications. The
 * header and the footer are Suspense boundaries: React hydrates the rest of the shell first,
 * then each of them as a unit of its own, so no one task holds a phone's main thread for the
 * whole shell (decision 021).
 */
export function SiteLayout({ onSubscribe }: FooterProps) {
  const main = useRef<HTMLElement>(null);
  useResetOnNavigation(main);
  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Suspense>
        <Header />
      </Suspense>
      <Main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </Main>
      <Suspense>
        <FooterArea>
          <Footer onSubscribe={onSubscribe} />
        </FooterArea>
        {/* The shell is live once its last part, the footer, is hydrated. */}
        <ShellLive />
      </Suspense>
      <ChatLauncher />
      <Toaster />
    </>
  );
}
