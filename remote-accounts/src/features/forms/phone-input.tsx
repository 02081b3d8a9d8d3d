import styled from '@emotion/styled';
import { CountryPicker, type PhoneCountryCode } from '@vital/shared/phone';
import { formsCopy } from './content/forms';
import { Input } from './fields';

// On a narrow screen the number moves under a long country name rather than shrink to a sliver.
const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  '& > input': { flex: '1 1 9rem', minWidth: 0 },
}));

export interface PhoneInputProps {
  /** Id of the number input, which the field's label names. */
  id: string;
  country: string;
  number: string;
  onCountryChange: (code: PhoneCountryCode) => void;
  onNumberChange: (number: string) => void;
  disabled?: boolean;
  /** The number marked, with what is wrong (Field's `invalidProps`). */
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A phone number with its country: the dial code is sent in front of the number. */
export function PhoneInput({ id, country, number, onCountryChange, onNumberChange, disabled, ...marked }: PhoneInputProps) {
  return (
    <Row>
      <CountryPicker value={country} onChange={onCountryChange} disabled={disabled} />
      {/* The number without its country code, beside the country picker: `tel-national` is in the
          autofill table's Text group, which a text input takes and a `type="tel"` one does not (the W3C
          Nu checker refuses it there, scripts/markup.test.ts). `inputMode` keeps the phone keypad. */}
      <Input
        id={id}
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={formsCopy.phoneNumberPlaceholder}
        value={number}
        disabled={disabled}
        {...marked}
        onChange={(event) => onNumberChange(event.target.value)}
      />
    </Row>
  );
}
