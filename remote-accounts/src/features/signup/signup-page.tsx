import { Container, PageIntro, Section } from '@vital/shared';
import { useState } from 'react';
import { Link, useLocation } from '@vital/shared/router';
import { FormPanel, SwitchLine } from '../forms/form-layout';
import { readHandover } from './account-details';
import { signupCopy } from './content/signup';
import { SignupForm } from './signup-form';

/** `/signup`, with what `/register` handed over. */
export function SignupPage() {
  const { state } = useLocation();
  // Read once: later history changes must not reset what the visitor is typing.
  const [handover] = useState(() => readHandover(state));
  return (
    <>
      <PageIntro {...signupCopy.intro} />
      <Section>
        <Container>
          <FormPanel>
            <SignupForm handover={handover} />
          </FormPanel>
          <SwitchLine>
            {signupCopy.haveAccount}{' '}
            <Link to={signupCopy.signIn.to}>{signupCopy.signIn.label}</Link>
          </SwitchLine>
        </Container>
      </Section>
    </>
  );
}
