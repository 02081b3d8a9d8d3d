import type { FeaturePages } from '@vital/shared';
import { SigninPage } from './signin-page';

export const pages: FeaturePages = { signin: SigninPage };
