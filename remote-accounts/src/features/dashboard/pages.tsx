import type { FeaturePages } from '@vital/shared';
import { DashboardPage } from './dashboard-page';

export const pages: FeaturePages = { dashboard: DashboardPage };
