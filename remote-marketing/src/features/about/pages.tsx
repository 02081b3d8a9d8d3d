import type { FeaturePages } from '@vital/shared';
import { AboutPage } from './about-page';

export const pages: FeaturePages = { about: AboutPage };
