import type { FeaturePages } from '@vital/shared';
import { HrSolutionsPage } from './hr-solutions-page';

export const pages: FeaturePages = { hrSolutions: HrSolutionsPage };
