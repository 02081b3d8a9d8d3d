import styled from '@emotion/styled';
import { Button, Container, VisuallyHidden } from '@vital/shared';
import { useEffect, useRef } from 'react';

const Wrapper = styled.div(({ theme }) => ({
  paddingBlock: theme.space[16],
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[4],
}));

const Message = styled.p(({ theme }) => ({ color: theme.colors.textMuted, maxWidth: '32rem' }));

export interface RemoteFallbackProps {
  isTimeout: boolean;
  onRetry: () => void;
}

const reasonOf = (isTimeout: boolean) => (isTimeout ? 'It is taking too long to load.' : 'It could not be loaded.');

/** Shown where a remote's page should be when its code could not be loaded. */
export function RemoteFallback({ isTimeout, onRetry }: RemoteFallbackProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the message so keyboard and screen-reader users learn what happened.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Container>
      <Wrapper role="alert">
        <h1 ref={heading} tabIndex={-1}>
          This section is temporarily unavailable
        </h1>
        <Message>
          {reasonOf(isTimeout)}{' '}
          {isTimeout ? 'Check your connection and try again.' : 'The rest of the site still works; please try again in a moment.'}
        </Message>
        <Button onClick={onRetry}>Retry</Button>
      </Wrapper>
    </Container>
  );
}

const Notice = styled.div(({ theme }) => ({
  position: 'sticky',
  top: theme.layout.headerHeight,
  zIndex: theme.zIndices.notice,
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceMuted,
}));

const NoticeInner = styled(Container)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  paddingBlock: theme.space[3],
  p: { fontSize: theme.fontSizes.sm },
}));

/**
 * Shown above a page the server sent when its code could not be loaded: the page stays to read
 * and its links work, while its buttons and forms wait (the head script holds its forms back).
 */
export function RemoteNotice({ isTimeout, onRetry }: RemoteFallbackProps) {
  return (
    <Notice role="status">
      <NoticeInner>
        <p>
          <strong>This section cannot respond right now.</strong> {reasonOf(isTimeout)} You can read it and follow its links; its
          buttons and forms work once it has loaded.
        </p>
        <Button onClick={onRetry}>Retry</Button>
      </NoticeInner>
    </Notice>
  );
}

const Loading = styled.div(({ theme }) => ({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  color: theme.colors.textMuted,
}));

const Spinner = styled.span(({ theme }) => ({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `3px solid ${theme.colors.primarySoft}`,
  borderTopColor: theme.colors.primary,
  animation: 'vital-spin 0.8s linear infinite',
  '@keyframes vital-spin': { to: { transform: 'rotate(360deg)' } },
}));

/**
 * Shown while a page's code loads. The layout keeps the footer out while it is on screen
 * (`data-route-loading`), so the page arrives above a footer that appears with it.
 */
export function RouteLoading() {
  return (
    <Loading role="status" aria-live="polite" data-route-loading="">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Loading>
  );
}
