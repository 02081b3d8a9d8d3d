import type { FeaturePages } from '@vital/shared';
import { SuccessStoriesPage } from './success-stories-page';

export const pages: FeaturePages = { successStories: SuccessStoriesPage };
