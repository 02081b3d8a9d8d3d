import styled from '@emotion/styled';

const Message = styled.p<{ tone: 'error' | 'success' | 'note' }>(({ theme, tone }) => ({
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radii.md,
  border: `1px solid ${tone === 'error' ? theme.colors.danger : tone === 'success' ? theme.colors.success : theme.colors.borderSoft}`,
  background: tone === 'error' ? theme.colors.dangerSoft : tone === 'success' ? theme.colors.successSoft : theme.colors.surfaceMuted,
  color: theme.colors.text,
  fontWeight: tone === 'note' ? theme.fontWeights.regular : theme.fontWeights.semibold,
}));

export interface FormFeedbackProps {
  tone: 'error' | 'success';
  children: string;
  id?: string;
}

/** The outcome of a form, announced as it appears: errors at once, success politely. */
export function FormFeedback({ tone, children, id }: FormFeedbackProps) {
  return (
    <Message id={id} tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Message>
  );
}

/** A standing remark about the form (not announced). */
export function FormNote({ children, id }: { children: string; id?: string }) {
  return (
    <Message id={id} tone="note">
      {children}
    </Message>
  );
}
