import type { IconName, Service } from '@vital/shared';
import type { ServicesCopy } from './content/services';

export interface ServiceCardModel {
  title: string;
  description: string;
  features: string[];
  icon: IconName;
  /** Where 'Learn More' goes; null when the service has no route, and then there is no button. */
  learnMoreHref: string | null;
}

/**
 * Services card rules. The title ('name', then 'Service'), the default
 * description and features-else-expertise are applied when the answer is read
 * (toService in @vital/shared); the card keeps four features at most and
 * offers 'Learn More' only for a service with a route.
 */
export function serviceCardModel(service: Service, copy: Pick<ServicesCopy, 'maxFeatures' | 'icons' | 'defaultIcon'>): ServiceCardModel {
  const key = service.key?.toLowerCase();
  return {
    title: service.title,
    description: service.description,
    features: service.features.slice(0, copy.maxFeatures),
    icon: key && Object.hasOwn(copy.icons, key) ? copy.icons[key as keyof typeof copy.icons] : copy.defaultIcon,
    learnMoreHref: service.route,
  };
}
