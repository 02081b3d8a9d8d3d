import { ButtonAnchor, ButtonLink, usePortalHref, VisuallyHidden, type ButtonVariant } from '@vital/shared';
import { templateLabels } from './content/labels';
import { isPortalAction, type PageAction, type PortalAction, type RouteAction } from './content/types';

/** Light backgrounds (the hero) or the dark closing band: the first action is the main one. */
export type ActionsTone = 'light' | 'dark';

const variants: Record<ActionsTone, [ButtonVariant, ButtonVariant]> = {
  light: ['primary', 'secondary'],
  dark: ['inverse', 'outlineInverse'],
};

function PortalButton({ action, variant }: { action: PortalAction; variant: ButtonVariant }) {
  const href = usePortalHref(action.portal);
  return (
    // SPEC §2: the job portal opens in a new context that learns nothing of this page.
    <ButtonAnchor href={href} target="_blank" rel="noopener noreferrer" variant={variant} size="lg">
      {action.label}
      <VisuallyHidden> {templateLabels.opensInNewTab}</VisuallyHidden>
    </ButtonAnchor>
  );
}

function RouteButton({ action, variant }: { action: RouteAction; variant: ButtonVariant }) {
  return (
    <ButtonLink to={action.to} variant={variant} size="lg">
      {action.label}
    </ButtonLink>
  );
}

/** The buttons of a hero or a closing band, each to a page of the site or to the portal. */
export function PageActions({ actions, tone }: { actions: readonly PageAction[]; tone: ActionsTone }) {
  return (
    <>
      {actions.map((action, index) => {
        const variant = variants[tone][index === 0 ? 0 : 1];
        return isPortalAction(action) ? (
          <PortalButton key={action.label} action={action} variant={variant} />
        ) : (
          <RouteButton key={action.label} action={action} variant={variant} />
        );
      })}
    </>
  );
}
