import type { FeaturePages } from '@vital/shared';
import { RecruitmentPage } from './recruitment-page';

export const pages: FeaturePages = { recruitment: RecruitmentPage };
