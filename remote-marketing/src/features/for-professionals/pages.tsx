import type { FeaturePages } from '@vital/shared';
import { ForProfessionalsPage } from './for-professionals-page';

export const pages: FeaturePages = { forProfessionals: ForProfessionalsPage };
