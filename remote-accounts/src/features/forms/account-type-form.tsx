import type { UserType } from '@vital/shared';
import type { ReactNode } from 'react';
import { AccountTabs } from './account-tabs';
import { accountTabsCopy } from './content/forms';
import { RequiredNote } from './fields';
import { FormStack } from './form-layout';

export interface AccountTypeFormProps {
  accountType: UserType;
  onSelectType: (type: UserType) => void;
  /** Names the form. */
  label: string;
  /** Called on a valid submit; the page stays where it is (the browser does not send the form). */
  onSubmit: () => void;
  /** The fields and actions, under the required-fields note. */
  children: ReactNode;
}

/** A form under Professional and Company tabs: its fields are those of the selected account type. */
export function AccountTypeForm({ accountType, onSelectType, label, onSubmit, children }: AccountTypeFormProps) {
  return (
    <AccountTabs label={accountTabsCopy.label} tabLabels={accountTabsCopy.tabs} selected={accountType} onSelect={onSelectType}>
      <FormStack
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <RequiredNote />
        {children}
      </FormStack>
    </AccountTabs>
  );
}
