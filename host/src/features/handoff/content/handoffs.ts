import { paths, type PortalLinkKey, type RoutePattern } from '@vital/shared';

export interface Handoff {
  path: RoutePattern;
  portal: PortalLinkKey;
  eyebrow: string;
  title: string;
  lead: string;
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
    path: paths.postRequirements,
    portal: 'postRequirements',
    eyebrow: 'For Companies',
    title: 'Post Your Requirements',
    lead: 'Tell us who you need to hire. Requirements are posted on the Vital provider portal, where your hiring team follows every candidate from shortlist to offer.',
    steps: [
      'Describe the role, the skills and the experience you need.',
      'Set the location, budget and start date.',
      'Receive matched, pre-screened candidates, often within 24 hours.',
    ],
    action: 'Continue to the portal',
    back: { label: 'Explore recruitment services', to: paths.forCompanies },
  },
  {
    path: paths.findOpportunities,
    portal: 'findOpportunities',
    eyebrow: 'For Professionals',
    title: 'Find Opportunities',
    lead: 'Open roles matched to your skills are listed on the Vital provider portal. Job matching is free for professionals.',
    steps: [
      'Search roles by industry, location and seniority.',
      'Save roles and get alerts when new matches appear.',
      'Apply with your Vital profile in one step.',
    ],
    action: 'Browse jobs on the portal',
    back: { label: 'Learn how we help professionals', to: paths.forProfessionals },
  },
  {
    path: paths.uploadCv,
    portal: 'uploadCv',
    eyebrow: 'For Professionals',
    title: 'Upload Your CV',
    lead: 'Upload your CV on the Vital provider portal so our recruiters can match you with companies that are hiring now.',
    steps: [
      'Upload your CV as a PDF or Word document.',
      'Add the roles, industries and locations you are interested in.',
      'Hear from a recruiter when a company matches your profile.',
    ],
    action: 'Upload your CV on the portal',
    back: { label: 'Learn how we help professionals', to: paths.forProfessionals },
  },
  {
    path: paths.training,
    portal: 'training',
    eyebrow: 'For Professionals',
    title: 'Training Programs',
    lead: 'Premium training and certification courses are booked on the Vital provider portal. Job matching stays free: we charge only for premium training and certification.',
    steps: [
      'Choose a course or certification for your field.',
      'Learn online at your own pace, with mentor support.',
      'Add your new certificate to your Vital profile.',
    ],
    action: 'View training on the portal',
    back: { label: 'Learn how we help professionals', to: paths.forProfessionals },
  },
  {
    path: paths.careerResources,
    portal: 'careerResources',
    eyebrow: 'For Professionals',
    title: 'Career Resources',
    lead: 'Guides, CV templates and interview preparation for professionals are collected on the Vital provider portal.',
    steps: [
      'Read guides on CVs, interviews and salary negotiation.',
      'Download templates for CVs and cover letters.',
      'Prepare for interviews with practice questions by industry.',
    ],
    action: 'Open career resources',
    back: { label: 'Read our blog', to: paths.blogs },
  },
];
