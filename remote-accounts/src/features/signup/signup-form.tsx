import { Button, type UserType } from '@vital/shared';
import { Fragment, useId, useState } from 'react';
import { AccountTypeForm } from '../forms/account-type-form';
import { Field, FieldGrid, Hint } from '../forms/fields';
import { FormFeedback } from '../forms/form-feedback';
import { CheckboxRow } from '../forms/form-layout';
import { PasswordInput } from '../forms/password-input';
import { AccountFields } from './account-fields';
import { emptyDetails, type AccountDetails, type SignupHandover } from './account-details';
import { signupCopy } from './content/signup';
import { useSignup, type SignupForm as SignupValues } from './use-signup';

const blankForm = (details: AccountDetails = emptyDetails): SignupValues => ({ ...details, password: '', confirm: '' });

export interface SignupFormProps {
  /** What the visitor typed on /register, if they came from there. */
  handover?: SignupHandover | null;
}

/**
 * The sign-up form (docs/product.md, Forms). Each tab keeps its own values, so
 * switching tabs, an error or a failed call never loses what was typed.
 */
export function SignupForm({ handover }: SignupFormProps) {
  const [accountType, setAccountType] = useState<UserType>(handover?.accountType ?? 'professional');
  const [forms, setForms] = useState<Record<UserType, SignupValues>>(() => ({
    professional: blankForm(handover?.details.professional),
    company: blankForm(handover?.details.company),
  }));
  const [hasAgreed, setHasAgreed] = useState(false);
  const { state, submit, clearError } = useSignup();
  const id = useId();
  const ids = { password: `${id}-password`, confirm: `${id}-confirm`, terms: `${id}-terms`, termsHint: `${id}-terms-hint`, newTab: `${id}-new-tab`, feedback: `${id}-feedback` };

  const form = forms[accountType];
  const isSubmitting = state.status === 'submitting';
  const isDone = state.status === 'success';
  const isMismatch = state.status === 'error' && state.isMismatch === true;

  const update = (patch: Partial<SignupValues>) => {
    clearError();
    setForms((all) => ({ ...all, [accountType]: { ...all[accountType], ...patch } }));
  };

  return (
    <AccountTypeForm
      accountType={accountType}
      onSelectType={(type) => {
        clearError();
        setAccountType(type);
      }}
      label={signupCopy.formLabel}
      onSubmit={() => void submit(accountType, form, hasAgreed)}
    >
      <FieldGrid>
        <AccountFields key={accountType} type={accountType} details={form} onChange={update} />
        <Field label={signupCopy.password} htmlFor={ids.password} isRequired isWide>
          <PasswordInput
            id={ids.password}
            label={signupCopy.password}
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(event) => update({ password: event.target.value })}
          />
        </Field>
        <Field label={signupCopy.confirm} htmlFor={ids.confirm} isRequired isWide>
          <PasswordInput
            id={ids.confirm}
            label={signupCopy.confirm}
            name="confirm"
            autoComplete="new-password"
            required
            aria-invalid={isMismatch || undefined}
            aria-describedby={isMismatch ? ids.feedback : undefined}
            value={form.confirm}
            onChange={(event) => update({ confirm: event.target.value })}
          />
        </Field>
      </FieldGrid>

      <div>
        <CheckboxRow>
          <input
            id={ids.terms}
            type="checkbox"
            checked={hasAgreed}
            aria-describedby={hasAgreed ? undefined : ids.termsHint}
            onChange={(event) => {
              clearError();
              setHasAgreed(event.target.checked);
            }}
          />
          <label htmlFor={ids.terms}>
            {signupCopy.terms.lead}
            {signupCopy.terms.links.map((link, index) => (
              <Fragment key={link.label}>
                {index > 0 && signupCopy.terms.joiner}
                <a href={link.to} target="_blank" rel="noopener noreferrer" aria-describedby={ids.newTab}>
                  {link.label}
                </a>
              </Fragment>
            ))}
          </label>
          {/* Described, not named: the box's name stays the sentence the label reads. */}
          <span id={ids.newTab} hidden>
            {signupCopy.terms.opensInNewTab}
          </span>
        </CheckboxRow>
        {/* Why the button is disabled, said before anyone has to guess. */}
        {!hasAgreed && <Hint id={ids.termsHint}>{signupCopy.termsRequired}</Hint>}
      </div>

      {state.status === 'error' && (
        <FormFeedback tone="error" id={ids.feedback}>
          {state.message}
        </FormFeedback>
      )}
      {isDone && (
        <div>
          <FormFeedback tone="success">{signupCopy.success}</FormFeedback>
          <Hint>{signupCopy.redirecting}</Hint>
        </div>
      )}

      <Button
        type="submit"
        size="lg"
        disabled={!hasAgreed || isSubmitting || isDone}
        aria-describedby={hasAgreed ? undefined : ids.termsHint}
      >
        {isSubmitting ? signupCopy.submitting : signupCopy.submit}
      </Button>
    </AccountTypeForm>
  );
}
