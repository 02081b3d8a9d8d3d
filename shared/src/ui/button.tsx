import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { Link } from '@vital/shared/router';
import { mq } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outlineInverse';
export type ButtonSize = 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const palette = (theme: Theme, variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return { bg: theme.colors.primary, fg: theme.colors.textInverse, border: theme.colors.primary, hover: theme.colors.primaryHover };
    case 'secondary':
      return { bg: theme.colors.surface, fg: theme.colors.primary, border: theme.colors.primary, hover: theme.colors.primarySoft };
    case 'ghost':
      return { bg: 'transparent', fg: theme.colors.text, border: 'transparent', hover: theme.colors.surfaceMuted };
    case 'inverse':
      return { bg: theme.colors.surface, fg: theme.colors.heading, border: theme.colors.surface, hover: theme.colors.primarySoft };
    case 'outlineInverse':
      return { bg: 'transparent', fg: theme.colors.textInverse, border: theme.colors.textInverse, hover: 'rgba(255, 255, 255, 0.12)' };
  }
};

/** Shared look of buttons and button-like links. */
const buttonStyles = ({ theme, variant = 'primary', size = 'md' }: ButtonStyleProps & { theme: Theme }) => {
  const p = palette(theme, variant);
  return css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    minHeight: size === 'lg' ? '3rem' : '2.75rem',
    padding: size === 'lg' ? `${theme.space[2]} ${theme.space[6]}` : `${theme.space[2]} ${theme.space[4]}`,
    borderRadius: theme.radii.md,
    border: `2px solid ${p.border}`,
    background: p.bg,
    color: p.fg,
    fontWeight: theme.fontWeights.semibold,
    fontSize: size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md,
    textDecoration: 'none',
    cursor: 'pointer',
    // On a phone a long label wraps inside the button instead of pushing the page wider than the screen;
    // a large button takes the normal size and every button a narrower padding there, so that at
    // 375 px the site's labels ("Opportunities for Professionals") keep to one line.
    maxWidth: '100%',
    textAlign: 'center',
    [mq.belowMd]: { paddingInline: size === 'lg' ? theme.space[4] : theme.space[3], fontSize: theme.fontSizes.md },
    [mq.md]: { whiteSpace: 'nowrap' },
    transition: `background ${theme.motion.fast}, color ${theme.motion.fast}`,
    '&:hover': { background: p.hover, ...(variant === 'primary' ? { borderColor: p.hover } : {}) },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  });
};

const passProps = { shouldForwardProp: (prop: string) => prop !== 'variant' && prop !== 'size' };

const StyledButton = styled('button', passProps)<ButtonStyleProps>(buttonStyles);

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ type = 'button', ...props }: ComponentProps<typeof StyledButton>) {
  return <StyledButton type={type} {...props} />;
}

/** A route link that looks like a button. */
export const ButtonLink = styled(Link, passProps)<ButtonStyleProps>(buttonStyles);

/** A link to another site that looks like a button. */
export const ButtonAnchor = styled('a', passProps)<ButtonStyleProps>(buttonStyles);
