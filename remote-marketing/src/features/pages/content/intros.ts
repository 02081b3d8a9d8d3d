import { paths, type PageIntroProps } from '@vital/shared';

/** Heading and lead of each marketing page (SPEC §2). */
export const intros = {
  [paths.about]: {
    eyebrow: 'About Vital',
    title: 'Ethical Recruitment Since 2019',
    lead: 'Founded in 2019, Vital connects professionals with companies through ethical recruitment, training and HR solutions in more than 50 countries.',
  },
  [paths.team]: {
    eyebrow: 'Our People',
    title: 'Meet Our Team',
    lead: 'The recruiters, trainers and HR specialists behind every match we make.',
  },
  [paths.services]: {
    eyebrow: 'What We Do',
    title: 'Our Services & Solutions',
    lead: 'Recruitment for companies, opportunities for professionals, and training that moves careers forward.',
  },
  [paths.blogs]: {
    eyebrow: 'Insights',
    title: 'Blogs',
    lead: 'Hiring playbooks, career advice and market insights from our team.',
  },
  [paths.blog]: {
    eyebrow: 'Blog Post',
    title: 'From the Vital Blog',
    lead: 'Hiring playbooks, career advice and market insights from our team.',
  },
} satisfies Record<string, PageIntroProps>;
