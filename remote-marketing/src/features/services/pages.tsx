import type { FeaturePages } from '@vital/shared';
import { ServicesPage } from './services-page';

export const pages: FeaturePages = { services: ServicesPage };
