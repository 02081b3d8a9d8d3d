import { Button, paths, safeNextPath, useAuth, type UserType } from '@vital/shared';
import { useId, useRef, useState } from 'react';
import { Navigate, useSearchParams } from '@vital/shared/router';
import { AccountFormPage } from '../forms/account-form-page';
import { AccountTypeForm } from '../forms/account-type-form';
import { Field, FieldGrid, Input } from '../forms/fields';
import { FormFeedback } from '../forms/form-feedback';
import { PasswordInput } from '../forms/password-input';
import { signinCopy } from './content/signin';

/**
 * `/signin`: signs in through the auth context (POST /api/signin, or a demo
 * account in demo mode) and then goes to `next`, when it is a path of this
 * site, or to the dashboard. A signed-in visitor is sent on at once. A failure
 * shows what the auth context says went wrong and keeps the tab
 * and everything typed.
 */
export function SigninPage() {
  const { user, attemptSignIn } = useAuth();
  const [params] = useSearchParams();
  const target = safeNextPath(params.get('next'), paths.dashboard);
  const [accountType, setAccountType] = useState<UserType>('professional');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const isBusy = useRef(false);
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, feedback: `${id}-feedback` };

  if (user) return <Navigate to={target} replace />;

  const onSubmit = async () => {
    if (isBusy.current) return;
    isBusy.current = true;
    setStatus('submitting');
    // Success needs nothing more: the context's user re-renders this page into the redirect.
    const result = await attemptSignIn({ email, password, userType: accountType });
    isBusy.current = false;
    if (!result.ok) {
      setFailure(result.message);
      setStatus('failed');
    }
  };

  const hasFailed = status === 'failed';
  return (
    <AccountFormPage intro={signinCopy.intro} switchTo={signinCopy.switchTo}>
      <AccountTypeForm
        accountType={accountType}
        onSelectType={setAccountType}
        label={signinCopy.formLabel}
        onSubmit={() => void onSubmit()}
      >
        <FieldGrid>
          <Field label={signinCopy.email} htmlFor={ids.email} isRequired isWide>
            <Input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={signinCopy.emailPlaceholder}
              required
              value={email}
              aria-invalid={hasFailed || undefined}
              aria-describedby={hasFailed ? ids.feedback : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label={signinCopy.password} htmlFor={ids.password} isRequired isWide>
            <PasswordInput
              id={ids.password}
              label={signinCopy.password}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={hasFailed || undefined}
              aria-describedby={hasFailed ? ids.feedback : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
        </FieldGrid>
        {hasFailed && (
          <FormFeedback tone="error" id={ids.feedback}>
            {failure}
          </FormFeedback>
        )}
        <Button type="submit" size="lg" disabled={status === 'submitting'}>
          {status === 'submitting' ? signinCopy.submitting : signinCopy.submit}
        </Button>
      </AccountTypeForm>
    </AccountFormPage>
  );
}
