import { paths, type PageIntroProps } from '@vital/shared';

/** Heading and lead of the account pages (SPEC §2). */
export const intros = {
  [paths.signup]: {
    eyebrow: 'Get Started',
    title: 'Create Your Account',
    lead: 'Join as a professional to find your next role, or as a company to hire exceptional talent.',
  },
  [paths.signin]: {
    eyebrow: 'Welcome Back',
    title: 'Sign In',
    lead: 'Sign in to reach your dashboard.',
  },
  [paths.register]: {
    eyebrow: 'Registration',
    title: 'Register with Vital',
    lead: 'Tell us whether you are a professional or a company to get started.',
  },
  [paths.contact]: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    lead: "Questions about hiring, careers or training? We'll get back to you within 24 hours.",
  },
} satisfies Record<string, PageIntroProps>;
