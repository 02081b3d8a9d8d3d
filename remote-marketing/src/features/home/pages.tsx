import type { FeaturePages } from '@vital/shared';
import { HomePage } from './home-page';

export const pages: FeaturePages = { home: HomePage };
