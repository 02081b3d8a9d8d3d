/** Home page copy (SPEC §1–2). */
export const homeHero = {
  eyebrow: 'Ethical recruitment since 2019',
  title: 'Connecting Talent with Opportunity',
  lead: 'We match professionals with companies through ethical recruitment, training programmes and HR solutions, with no shortcuts on fairness or transparency.',
  signedOut: { primary: 'Get Started', secondary: 'Login' },
  signedIn: { dashboard: 'Go to Dashboard', company: 'Post Requirements', professional: 'Find Jobs' },
  statsLabel: 'Vital in numbers',
  stats: [
    { value: '50K+', label: 'Professionals' },
    { value: '2K+', label: 'Companies' },
    { value: '95%', label: 'Success Rate' },
    { value: '50+', label: 'Countries' },
    { value: '24h', label: 'Average Matching' },
  ],
} as const;
