import { ButtonAnchor, ButtonLink, type ButtonSize, type ButtonVariant } from '@vital/shared';
import type { ReactNode } from 'react';

/** Server data may point a button at another site; everything else is a route of this one. */
const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

export interface ActionLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A button-styled link: a client-side route link for site paths, a plain anchor for other sites. */
export function ActionLink({ href, children, ...style }: ActionLinkProps) {
  return isExternalHref(href) ? (
    <ButtonAnchor href={href} {...style}>
      {children}
    </ButtonAnchor>
  ) : (
    <ButtonLink to={href} {...style}>
      {children}
    </ButtonLink>
  );
}
