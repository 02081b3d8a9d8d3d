import type { FeaturePages } from '@vital/shared';
import { ContactPage } from './contact-page';

export const pages: FeaturePages = { contact: ContactPage };
