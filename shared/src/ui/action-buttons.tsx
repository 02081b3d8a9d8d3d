import type { PortalLinkKey } from '../config/site-config';
import { usePortalHref } from '../config/site-config-context';
import type { RoutePattern } from '../routes/paths';
import { ButtonAnchor, ButtonLink, type ButtonVariant } from './button';
import { VisuallyHidden } from './layout';

/** A button to a page of this site. */
export interface RouteAction {
  label: string;
  to: RoutePattern;
}

/** A button to the provider portal; `opensInNewTab` opens it without opener or referrer. */
export interface PortalAction {
  label: string;
  portal: PortalLinkKey;
  opensInNewTab?: boolean;
}

/** The destination of a call to action, as content files write it. */
export type PageAction = RouteAction | PortalAction;

export const isPortalAction = (action: PageAction): action is PortalAction => 'portal' in action;

const OPENS_IN_NEW_TAB = '(opens in a new tab)';

/** Light backgrounds (a hero) or the dark closing band: the first action is the main one. */
export type ActionsTone = 'light' | 'dark';

const variants: Record<ActionsTone, [ButtonVariant, ButtonVariant]> = {
  light: ['primary', 'secondary'],
  dark: ['inverse', 'outlineInverse'],
};

function PortalButton({ action, variant }: { action: PortalAction; variant: ButtonVariant }) {
  const href = usePortalHref(action.portal);
  return action.opensInNewTab ? (
    <ButtonAnchor href={href} target="_blank" rel="noopener noreferrer" variant={variant} size="lg">
      {action.label}
      <VisuallyHidden> {OPENS_IN_NEW_TAB}</VisuallyHidden>
    </ButtonAnchor>
  ) : (
    <ButtonAnchor href={href} variant={variant} size="lg">
      {action.label}
    </ButtonAnchor>
  );
}

/** The buttons of a hero or a closing band, each to a page of the site or to the portal. */
export function ActionButtons({ actions, tone }: { actions: readonly PageAction[]; tone: ActionsTone }) {
  return (
    <>
      {actions.map((action, index) => {
        const variant = variants[tone][index === 0 ? 0 : 1];
        return isPortalAction(action) ? (
          <PortalButton key={action.label} action={action} variant={variant} />
        ) : (
          <ButtonLink key={action.label} to={action.to} variant={variant} size="lg">
            {action.label}
          </ButtonLink>
        );
      })}
    </>
  );
}
