import type { IconName, PageAction } from '@vital/shared';

/** A card with an icon: a service, benefit or solution. */
export interface FeatureCardContent {
  icon: IconName;
  title: string;
  description: string;
  features?: readonly string[];
}

/** One step of a numbered process. */
export interface ProcessStepContent {
  title: string;
  description: string;
}

/** The page's heading block. */
export interface IntroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The closing band: heading, line of text, button labels. */
export interface ClosingCopy {
  title: string;
  text: string;
  actions: readonly PageAction[];
}
