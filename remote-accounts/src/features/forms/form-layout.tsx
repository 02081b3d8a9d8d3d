import type { ComponentProps } from 'react';
import styled from '@emotion/styled';
import { mq } from '@vital/shared';

/** The white panel that holds an account form, centred under the page intro. */
export const FormPanel = styled.div(({ theme }) => ({
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: theme.space[5],
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.borderSoft}`,
  background: theme.colors.surface,
  boxShadow: theme.shadows.md,
  [mq.md]: { padding: theme.space[8] },
}));

/** A form's fields and actions, one under the other. */
const Stack = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
}));

/** A form of the site. POST: sent without its script (never the case once live), it puts nothing in the address. */
export function FormStack(props: ComponentProps<typeof Stack>) {
  return <Stack method="post" {...props} />;
}

export const CheckboxRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[3],
  input: { width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', flexShrink: 0, accentColor: theme.colors.primary },
  label: { cursor: 'pointer' },
}));
