import { pages, paths, type PageEntry, type PortalLinkKey } from '@vital/shared';

export interface Handoff {
  /** Its row of the page registry: address, title, and the description the page leads with. */
  page: PageEntry;
  portal: PortalLinkKey;
  eyebrow: string;
  steps: string[];
  action: string;
  back: { label: string; to: string };
}

/**
 * The portal actions the site links to. Each gets a short page that says what
 * the visitor will do on the portal and sends them there, so no link the site
 * shows ends on a 404 (docs/product.md, What the spec left open, and what we decided).
 */
export const handoffs: Handoff[] = [
  {
    page: pages.postRequirements,
    portal: 'postRequirements',
    eyebrow: 'For Companies',
    steps: [
      'Describe the role, the skills and the experience you need.',
      'Set the location, budget and start date.',
      'Receive matched, pre-screened candidates, often within 24 hours.',
    ],
    action: 'Continue to the portal',
    back: { label: 'Explore recruitment services', to: paths.forCompanies },
  },
  {
    page: pages.findOpportunities,
    portal: 'findOpportunities',
    eyebrow: 'For Professionals',
    steps: [
      'Search roles by industry, location and seniority.',
      'Save roles and get alerts when new matches appear.',
      'Apply with your Vital profile in one step.',
    ],
    action: 'Browse jobs on the portal',
    back: { label: 'Learn how we help professionals', to: paths.forProfessionals },
  },
  {
    page: pages.uploadCv,
    portal: 'uploadCv',
    eyebrow: 'For Professionals',
    steps: [
      'Upload your CV as a PDF or Word document.',
      'Add the roles, industries and locations you are interested in.',
      'Hear from a recruiter when a company matches your profile.',
    ],
    action: 'Upload your CV on the portal',
    back: { label: 'Learn how we help professionals', to: paths.forProfessionals },
  },
  {
    page: pages.training,
    portal: 'training',
    eyebrow: 'For Professionals',
    steps: [
      'Choose a course or certification for your field.',
      'Learn online at your own pace, with mentor support.',
      'Add your new certificate to your Vital profile.',
    ],
    action: 'View training on the portal',
    back: { label: 'Learn how we help professionals', to: paths.forProfessionals },
  },
  {
    page: pages.careerResources,
    portal: 'careerResources',
    eyebrow: 'For Professionals',
    steps: [
      'Read guides on CVs, interviews and salary negotiation.',
      'Download templates for CVs and cover letters.',
      'Prepare for interviews with practice questions by industry.',
    ],
    action: 'Open career resources',
    back: { label: 'Read our blog', to: paths.blogs },
  },
];
