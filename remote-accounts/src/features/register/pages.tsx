import type { FeaturePages } from '@vital/shared';
import { RegisterPage } from './register-page';

export const pages: FeaturePages = { register: RegisterPage };
