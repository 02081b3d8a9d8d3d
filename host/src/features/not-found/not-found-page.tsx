import styled from '@emotion/styled';
import { ButtonLink, Container, paths, VisuallyHidden } from '@vital/shared';
import { useEffect } from 'react';
import { useLocation } from '@vital/shared/router';

const Wrapper = styled.div(({ theme }) => ({
  minHeight: '60vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: theme.space[4],
  textAlign: 'center',
  paddingBlock: theme.space[16],
}));

const Code = styled.p(({ theme }) => ({
  fontSize: '4.5rem',
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1,
  color: theme.colors.primary,
}));

const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes['2xl'], color: theme.colors.textMuted }));

const notFoundCopy = {
  code: '404',
  title: 'Oops! Page not found',
  link: 'Return to Home',
} as const;

/** Any path outside the route table; the path is logged for the team. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container>
      <Wrapper>
        <Code aria-hidden="true">{notFoundCopy.code}</Code>
        <Title>
          <VisuallyHidden>{notFoundCopy.code} </VisuallyHidden>
          {notFoundCopy.title}
        </Title>
        <ButtonLink to={paths.home}>{notFoundCopy.link}</ButtonLink>
      </Wrapper>
    </Container>
  );
}
