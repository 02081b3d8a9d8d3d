import { legalLinks as legalPages, paths, type PortalLinkKey } from '@vital/shared';

export const newsletterCopy = {
  heading: 'Stay ahead of the market',
  text: 'Hiring insights, career advice and new opportunities in your inbox once a month.',
  label: 'Email address',
  placeholder: 'you@example.com',
  button: 'Subscribe',
  sending: 'Subscribing...',
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address, like name@example.com.',
  success: 'Thank you for subscribing! Watch your inbox for our next update.',
  failure: 'We could not subscribe you right now. Please try again later.',
} as const;

/** Links to pages of this site. */
export const siteColumns: Array<{ heading: string; links: Array<{ label: string; to: string }> }> = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Our Team', to: paths.team },
      { label: 'Services', to: paths.services },
      { label: 'Blogs', to: paths.blogs },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    heading: 'For Companies',
    links: [
      { label: 'Overview', to: paths.forCompanies },
      { label: 'Recruitment', to: paths.recruitment },
      { label: 'HR Solutions', to: paths.hrSolutions },
      { label: 'Success Stories', to: paths.successStories },
      { label: 'Post Requirements', to: paths.postRequirements },
    ],
  },
];

/** Professional links go to the external portal. */
export const portalColumn: { heading: string; links: Array<{ label: string; portal: PortalLinkKey }> } = {
  heading: 'For Professionals',
  links: [
    { label: 'Find Jobs', portal: 'findOpportunities' },
    { label: 'Upload CV', portal: 'uploadCv' },
    { label: 'Training', portal: 'training' },
    { label: 'Career Resources', portal: 'careerResources' },
  ],
};

/** All three legal links go to /contact until the site has pages for them (the one list is in @vital/shared, which sign-up links too). */
export const legalLinks = [legalPages.privacyPolicy, legalPages.termsOfService, legalPages.cookiePolicy];

export const contactHeading = 'Contact';
