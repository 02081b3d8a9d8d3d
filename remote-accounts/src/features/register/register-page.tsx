import { Button, paths, type UserType } from '@vital/shared';
import { useState } from 'react';
import { useNavigate } from '@vital/shared/router';
import { AccountFormPage } from '../forms/account-form-page';
import { AccountTypeForm } from '../forms/account-type-form';
import { FieldGrid } from '../forms/fields';
import { FormNote } from '../forms/form-feedback';
import { AccountFields } from '../signup/account-fields';
import { emptyDetailsByType, type AccountDetails, type SignupHandover } from '../signup/account-details';
import { registerCopy } from './content/register';

/**
 * `/register`, the registration mock-up: nothing is sent from here.
 * Its button carries the tab and what was typed to `/signup`, where the
 * account is really created.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [accountType, setAccountType] = useState<UserType>('professional');
  const [details, setDetails] = useState(emptyDetailsByType);

  const update = (patch: Partial<AccountDetails>) =>
    setDetails((all) => ({ ...all, [accountType]: { ...all[accountType], ...patch } }));

  return (
    <AccountFormPage intro={registerCopy.intro} switchTo={registerCopy.switchTo}>
      {/* The fields marked required are checked as on sign-up (the browser's own checks, its
          messages) before the visitor moves on. */}
      <AccountTypeForm
        accountType={accountType}
        onSelectType={setAccountType}
        label={registerCopy.formLabel}
        onSubmit={() => {
          const handover: SignupHandover = { accountType, details };
          void navigate(paths.signup, { state: handover });
        }}
      >
        <FieldGrid>
          <AccountFields key={accountType} type={accountType} details={details[accountType]} onChange={update} />
        </FieldGrid>
        <FormNote>{registerCopy.note}</FormNote>
        <Button type="submit" size="lg">
          {registerCopy.submit}
        </Button>
      </AccountTypeForm>
    </AccountFormPage>
  );
}
