import { Button, Container, PageIntro, Section, paths, type UserType } from '@vital/shared';
import { useState } from 'react';
import { Link, useNavigate } from '@vital/shared/router';
import { AccountTabs } from '../forms/account-tabs';
import { FieldGrid, RequiredNote } from '../forms/fields';
import { FormNote } from '../forms/form-feedback';
import { FormPanel, FormStack, SwitchLine } from '../forms/form-layout';
import { AccountFields } from '../signup/account-fields';
import { emptyDetailsByType, type AccountDetails, type SignupHandover } from '../signup/account-details';
import { accountTabsCopy } from '../signup/content/account-fields';
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
    <>
      <PageIntro {...registerCopy.intro} />
      <Section>
        <Container>
          <FormPanel>
            <AccountTabs
              label={accountTabsCopy.label}
              tabLabels={accountTabsCopy.tabs}
              selected={accountType}
              onSelect={setAccountType}
            >
              {/* The fields marked required are checked as on sign-up (the browser's own checks, its
                  messages) before the visitor moves on. */}
              <FormStack
                aria-label={registerCopy.formLabel}
                onSubmit={(event) => {
                  event.preventDefault();
                  const handover: SignupHandover = { accountType, details };
                  void navigate(paths.signup, { state: handover });
                }}
              >
                <RequiredNote />
                <FieldGrid>
                  <AccountFields key={accountType} type={accountType} details={details[accountType]} onChange={update} />
                </FieldGrid>
                <FormNote>{registerCopy.note}</FormNote>
                <Button type="submit" size="lg">
                  {registerCopy.submit}
                </Button>
              </FormStack>
            </AccountTabs>
          </FormPanel>
          <SwitchLine>
            {registerCopy.haveAccount}{' '}
            <Link to={registerCopy.signIn.to}>{registerCopy.signIn.label}</Link>
          </SwitchLine>
        </Container>
      </Section>
    </>
  );
}
