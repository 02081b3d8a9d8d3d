import type { Service } from '@vital/shared';
import type { ServiceAction } from './content/home';

export interface ServiceActionCopy {
  actions: Readonly<Record<string, ServiceAction>>;
  defaultAction: ServiceAction;
}

/**
 * The three known services always lead to their page with their
 * own label; any other service uses its route (else the Services page) and its
 * button text (else 'Learn More').
 */
export function serviceAction(service: Service, copy: ServiceActionCopy): ServiceAction {
  const key = service.key?.toLowerCase();
  const known = key && Object.hasOwn(copy.actions, key) ? copy.actions[key] : undefined;
  if (known) return known;
  return {
    to: service.route ?? copy.defaultAction.to,
    label: service.buttonText ?? copy.defaultAction.label,
  };
}
