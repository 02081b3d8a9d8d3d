import styled from '@emotion/styled';
import { Button, Container, VisuallyHidden } from '@vital/shared';
import { useEffect, useRef } from 'react';
import { useMarkRouteLoading } from '../features/layout/route-loading-state';
import { releasePrerenderedPage } from '../features/prerender/prerendered-outlet';

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
  isRetrying?: boolean;
  onRetry: () => void;
}

/** Shown where a remote's page should be when its code could not be loaded. */
export function RemoteFallback({ isTimeout, isRetrying = false, onRetry }: RemoteFallbackProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the message so keyboard and screen-reader users learn what happened.
  useEffect(() => {
    releasePrerenderedPage();
    heading.current?.focus();
  }, []);
  return (
    <Container>
      <Wrapper role="alert" aria-busy={isRetrying}>
        <h1 ref={heading} tabIndex={-1}>
          This section is temporarily unavailable
        </h1>
        <Message>
          {isTimeout
            ? 'It is taking too long to load. Check your connection and try again.'
            : 'It could not be loaded. The rest of the site still works; please try again in a moment.'}
        </Message>
        <Button onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      </Wrapper>
    </Container>
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

/** Suspense fallback while a remote page loads. */
export function RouteLoading() {
  useMarkRouteLoading();
  return (
    <Loading role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Loading>
  );
}
