import type { IconName, PageAction, RouteAction, RoutePattern, SectionCopy, Stat } from '@vital/shared';

export type { RouteAction } from '@vital/shared';

/** A specialization and how strongly it is in demand. */
export interface Specialization {
  name: string;
  /** Percent, 0–100: the bar is this wide. */
  percent: number;
}

/** A sample role with its salary range and openings, as printed. */
export interface SampleRole {
  title: string;
  salary: string;
  openings: string;
}

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
}

/** Everything one industry page shows, top to bottom; the page template renders it as given. */
export interface IndustryPageContent {
  hero: { eyebrow: string; title: string; lead: string; actions: readonly PageAction[] };
  stats: { label: string; items: readonly Stat[] };
  specializations: SectionCopy & {
    /** What the percent measures, read after the number ("92% demand"). */
    measure: string;
    items: readonly Specialization[];
  };
  roles: SectionCopy & { action: RouteAction; items: readonly SampleRole[] };
  cards: SectionCopy & { items: readonly FeatureCard[] };
  closing: { title: string; text: string; actions: readonly PageAction[] };
}

/** One industry on the overview: where it lives and its headline figures. */
export interface IndustrySummary {
  name: string;
  to: RoutePattern;
  icon: IconName;
  description: string;
  figures: readonly [Stat, Stat];
  linkLabel: string;
}

export interface OverviewContent {
  hero: { eyebrow: string; title: string; lead: string; actions: readonly PageAction[] };
  industries: SectionCopy & { label: string; items: readonly IndustrySummary[] };
  closing: { title: string; text: string; actions: readonly PageAction[] };
}
