import type { UserType } from '@vital/shared';
import { useId } from 'react';
import { Field, Input, Select } from '../forms/fields';
import { PhoneInput } from '../forms/phone-input';
import type { AccountDetails } from './account-details';
import { accountFields, type FieldSpec } from './content/account-fields';

export interface AccountFieldsProps {
  type: UserType;
  details: AccountDetails;
  onChange: (patch: Partial<AccountDetails>) => void;
  disabled?: boolean;
  fields?: Record<UserType, readonly FieldSpec[]>;
}

/** The details of one account type, as listed in its content; shared by /signup and /register. */
export function AccountFields({ type, details, onChange, disabled, fields = accountFields }: AccountFieldsProps) {
  const baseId = useId();
  return (
    <>
      {fields[type].map((spec) => {
        const id = `${baseId}-${spec.name}`;
        let control;
        if (spec.kind === 'phone') {
          control = (
            <PhoneInput
              id={id}
              country={details.phoneCountry}
              number={details.phoneNumber}
              onCountryChange={(phoneCountry) => onChange({ phoneCountry })}
              onNumberChange={(phoneNumber) => onChange({ phoneNumber })}
              disabled={disabled}
            />
          );
        } else if (spec.kind === 'select') {
          control = (
            <Select
              id={id}
              name={spec.name}
              value={details[spec.name]}
              required={spec.isRequired}
              disabled={disabled}
              onChange={(event) => onChange({ [spec.name]: event.target.value })}
            >
              <option value="">{spec.placeholder}</option>
              {spec.options?.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          );
        } else {
          control = (
            <Input
              id={id}
              name={spec.name}
              type={spec.kind}
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              value={details[spec.name]}
              required={spec.isRequired}
              disabled={disabled}
              onChange={(event) => onChange({ [spec.name]: event.target.value })}
            />
          );
        }
        return (
          <Field key={spec.name} label={spec.label} htmlFor={id} isRequired={spec.isRequired} isWide={spec.isWide}>
            {control}
          </Field>
        );
      })}
    </>
  );
}
