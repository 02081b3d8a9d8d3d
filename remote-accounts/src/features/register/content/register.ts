import { paths, type PageIntroProps } from '@vital/shared';

/** Registration mock-up copy: nothing is submitted from this page. */
export const registerCopy = {
  intro: {
    eyebrow: 'Registration',
    title: 'Register with Vital',
    lead: 'Tell us whether you are a professional or a company to get started.',
  } satisfies PageIntroProps,
  formLabel: 'Registration details',
  note: 'Nothing is sent from this page. Next, you choose a password and create your account.',
  submit: 'Continue to Sign Up',
  switchTo: { prompt: 'Already have an account?', label: 'Sign in', to: paths.signin },
} as const;
