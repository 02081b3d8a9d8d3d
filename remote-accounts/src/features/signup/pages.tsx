import type { FeaturePages } from '@vital/shared';
import { SignupPage } from './signup-page';

export const pages: FeaturePages = { signup: SignupPage };
