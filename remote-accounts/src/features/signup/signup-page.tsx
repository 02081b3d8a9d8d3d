import { useState } from 'react';
import { useLocation } from '@vital/shared/router';
import { AccountFormPage } from '../forms/account-form-page';
import { readHandover } from './account-details';
import { signupCopy } from './content/signup';
import { SignupForm } from './signup-form';

/** `/signup`, with what `/register` handed over. */
export function SignupPage() {
  const { state } = useLocation();
  // Read once: later history changes must not reset what the visitor is typing.
  const [handover] = useState(() => readHandover(state));
  return (
    <AccountFormPage intro={signupCopy.intro} switchTo={signupCopy.switchTo}>
      <SignupForm handover={handover} />
    </AccountFormPage>
  );
}
