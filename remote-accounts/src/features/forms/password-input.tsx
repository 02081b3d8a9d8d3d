import styled from '@emotion/styled';
import { useState, type ComponentProps } from 'react';
import { formsCopy } from './content/forms';
import { Input } from './fields';

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[2],
  '& > input': { flex: 1, minWidth: 0 },
}));

const Toggle = styled.button(({ theme }) => ({
  minWidth: '4.5rem',
  minHeight: '2.75rem',
  padding: `0 ${theme.space[3]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.primary,
  fontWeight: theme.fontWeights.semibold,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: theme.colors.primarySoft },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
}));

export interface PasswordInputProps extends Omit<ComponentProps<typeof Input>, 'type'> {
  id: string;
  /** The field's label, which also names the show/hide button ("Show password"). */
  label: string;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ label, disabled, ...inputProps }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Row>
      <Input {...inputProps} disabled={disabled} type={isVisible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-label={isVisible ? formsCopy.hidePassword(label) : formsCopy.showPassword(label)}
        aria-controls={inputProps.id}
        disabled={disabled}
        onClick={() => setIsVisible((visible) => !visible)}
      >
        {isVisible ? formsCopy.hide : formsCopy.show}
      </Toggle>
    </Row>
  );
}
