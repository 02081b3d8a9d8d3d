import type { FeaturePages } from '@vital/shared';
import { TeamPage } from './team-page';

export const pages: FeaturePages = { team: TeamPage };
