import styled from '@emotion/styled';
import { Container, PageIntro, Section, type PageIntroProps } from '@vital/shared';
import type { ReactNode } from 'react';
import { Link } from '@vital/shared/router';
import { FormPanel } from './form-layout';

const SwitchLine = styled.p(({ theme }) => ({
  marginTop: theme.space[6],
  textAlign: 'center',
  color: theme.colors.textMuted,
  a: { fontWeight: theme.fontWeights.semibold },
}));

export interface AccountFormPageProps {
  intro: PageIntroProps;
  /** The line under the panel that leads to the other account page: "Already have an account? Sign in". */
  switchTo: { prompt: string; label: string; to: string };
  /** The form. */
  children: ReactNode;
}

/** The page of an account form (sign-in, registration, sign-up): its intro, the form's panel and the way to the other page. */
export function AccountFormPage({ intro, switchTo, children }: AccountFormPageProps) {
  return (
    <>
      <PageIntro {...intro} />
      <Section>
        <Container>
          <FormPanel>{children}</FormPanel>
          <SwitchLine>
            {switchTo.prompt}{' '}
            <Link to={switchTo.to}>{switchTo.label}</Link>
          </SwitchLine>
        </Container>
      </Section>
    </>
  );
}
