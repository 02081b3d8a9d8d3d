import { paths, type PageIntroProps } from '@vital/shared';

/** Sign-in page copy: the site's own sign-in (docs/product.md, Signing in). */
export const signinCopy = {
  intro: {
    eyebrow: 'Welcome Back',
    title: 'Sign In',
    lead: 'Sign in to reach your dashboard.',
  } satisfies PageIntroProps,
  formLabel: 'Sign in to your account',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  switchTo: { prompt: "Don't have an account?", label: 'Sign up', to: paths.signup },
} as const;
