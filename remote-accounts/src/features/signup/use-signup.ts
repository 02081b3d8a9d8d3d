import { SIGNUP_FAILED, signupCompany, signupProfessional, useApiClient, usePortalHref, type UserType } from '@vital/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../forms/failure-message';
import { phoneOf, type AccountDetails } from './account-details';
import { signupCopy } from './content/signup';
import { leaveSite } from './leave-site';

export interface SignupForm extends AccountDetails {
  password: string;
  confirm: string;
}

export type SignupState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; message: string; isMismatch?: boolean };

/**
 * Sign-up: idle → submitting → success (then the portal login after
 * 2 s) or error. The tab decides the call. A submit while one runs, or after
 * success, is ignored: the ref closes the gap before the disabled button renders.
 */
export function useSignup() {
  const client = useApiClient();
  const loginHref = usePortalHref('login');
  const [state, setState] = useState<SignupState>({ status: 'idle' });
  const isBusy = useRef(false);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => leaveSite(loginHref), signupCopy.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [state.status, loginHref]);

  const submit = useCallback(
    async (type: UserType, form: SignupForm, hasAgreed: boolean) => {
      // Without the terms the button is disabled and the form already says why
      // ('Please agree to the Terms and Privacy Policy.'); Enter in a field must not get past it.
      if (isBusy.current || !hasAgreed) return;
      if (form.password !== form.confirm) {
        return setState({ status: 'error', message: signupCopy.passwordsDiffer, isMismatch: true });
      }
      isBusy.current = true;
      setState({ status: 'submitting' });
      try {
        const { email, password, location } = form;
        const phone = phoneOf(form);
        if (type === 'professional') {
          const { firstName, lastName } = form;
          await signupProfessional(client, { firstName, lastName, email, phone, location, password });
        } else {
          const { companyName, website, industry } = form;
          await signupCompany(client, { companyName, email, phone, website, location, industry, password });
        }
        // Stays busy: the visitor is on the way to the portal.
        setState({ status: 'success' });
      } catch (error) {
        isBusy.current = false;
        setState({
          status: 'error',
          message: failureMessage(error, SIGNUP_FAILED, { noServerMessage: signupCopy.failed, thrown: signupCopy.thrown }),
        });
      }
    },
    [client],
  );

  const clearError = useCallback(() => setState((current) => (current.status === 'error' ? { status: 'idle' } : current)), []);

  return { state, submit, clearError };
}
