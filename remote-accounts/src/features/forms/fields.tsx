import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { formsCopy } from './content/forms';

/** Inputs, selects and text areas of the site's forms share one look. */
const control = ({ theme }: { theme: Theme }) => ({
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 ${theme.space[3]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  '&:disabled': { background: theme.colors.surfaceMuted, cursor: 'not-allowed' },
  // A ring all round, not only a border's colour; the focus outline still shows outside it.
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, boxShadow: `0 0 0 1px ${theme.colors.danger}` },
  '&::placeholder': { color: theme.colors.textMuted },
});

export const Input = styled.input(control);
export const Select = styled.select(control);
export const TextArea = styled.textarea(({ theme }) => ({
  ...control({ theme }),
  minHeight: '8rem',
  padding: theme.space[3],
  resize: 'vertical',
}));

const Wrapper = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[1], alignContent: 'start' }));

const Label = styled.label(({ theme }) => ({
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.heading,
}));

const Mark = styled.span(({ theme }) => ({ color: theme.colors.danger, marginLeft: theme.space[1] }));

export const Hint = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

const ErrorText = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.danger,
}));

/** What is wrong with a field, and the id its control names in aria-describedby. */
export interface FieldError {
  id: string;
  message: string;
}

export interface FieldProps {
  label: string;
  htmlFor: string;
  isRequired?: boolean;
  /** Takes the whole row of its FieldGrid. */
  isWide?: boolean;
  /** Shown beneath the control, whose aria-invalid and aria-describedby name it (`invalidProps`). */
  error?: FieldError;
  children: ReactNode;
}

/** The attributes that tie a control to its field's error, if it has one. */
export const invalidProps = (error: FieldError | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': error.id } : {};

/**
 * A labelled control, and what is wrong with it when it is marked. The asterisk
 * is for the eye only: the control's own `required` attribute tells assistive technology.
 */
export function Field({ label, htmlFor, isRequired, isWide, error, children }: FieldProps) {
  return (
    <Wrapper data-wide={isWide || undefined}>
      <Label htmlFor={htmlFor}>
        {label}
        {isRequired && <Mark aria-hidden="true">{formsCopy.requiredMark}</Mark>}
      </Label>
      {children}
      {error && <ErrorText id={error.id}>{error.message}</ErrorText>}
    </Wrapper>
  );
}

/** Fields in as many columns as fit; a wide Field spans the whole row. */
export const FieldGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  '& > [data-wide]': { gridColumn: '1 / -1' },
}));

export function RequiredNote() {
  return (
    <Hint>
      <span aria-hidden="true">{formsCopy.requiredNote}</span>
    </Hint>
  );
}
