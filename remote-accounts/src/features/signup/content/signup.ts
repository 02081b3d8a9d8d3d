import { legalLinks, paths, type PageIntroProps } from '@vital/shared';

/** Sign-up page copy and figures. */
export const signupCopy = {
  intro: {
    eyebrow: 'Get Started',
    title: 'Create Your Account',
    lead: 'Join as a professional to find your next role, or as a company to hire exceptional talent.',
  } satisfies PageIntroProps,
  formLabel: 'Create your account',
  password: 'Password',
  confirm: 'Confirm Password',
  /** Read as one sentence, 'I agree to the Terms of Service and Privacy Policy', with both named pages linked. */
  terms: {
    lead: 'I agree to the ',
    links: [legalLinks.termsOfService, legalLinks.privacyPolicy],
    joiner: ' and ',
    /** The links open a new tab, so nothing typed here is lost. */
    opensInNewTab: 'Opens in a new tab',
  },
  submit: 'Create Account',
  submitting: 'Creating...',
  termsRequired: 'Please agree to the Terms and Privacy Policy.',
  passwordsDiffer: 'Passwords do not match.',
  success: 'Account created successfully.',
  redirecting: 'Taking you to the portal to sign in…',
  failed: 'Signup failed',
  thrown: 'Something went wrong.',
  switchTo: { prompt: 'Already have an account?', label: 'Sign in', to: paths.signin },
  /** The portal login follows the success message after 2 s (docs/product.md, Forms). */
  redirectDelayMs: 2000,
} as const;
