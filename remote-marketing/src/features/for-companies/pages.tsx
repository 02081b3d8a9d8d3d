import type { FeaturePages } from '@vital/shared';
import { ForCompaniesPage } from './for-companies-page';

export const pages: FeaturePages = { forCompanies: ForCompaniesPage };
