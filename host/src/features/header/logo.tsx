import { useTheme } from '@emotion/react';
import { company } from '@vital/shared';

/** The brand mark and name; the link around it carries the accessible name. */
export function Logo() {
  const theme = useTheme();
  return (
    <>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill={theme.colors.primary} />
        <path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6 15h-4z" fill={theme.colors.surface} />
      </svg>
      <span>{company.name}</span>
    </>
  );
}
