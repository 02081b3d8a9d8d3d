// The portal API: one client, one file per call with its SWR hook.
export { ApiError, NETWORK_ERROR, createApiClient, useApiClient, readEnvelope, type ApiClient } from './api-client';
export { safeUrl } from './sanitise';
export { resolveStoragePath, STORAGE_SEGMENT } from './storage-path';
export {
  TEAM_DEFAULTS,
  SERVICE_DEFAULTS,
  type Blog,
  type TeamMember,
  type Review,
  type ReviewType,
  type Service,
  type Project,
} from './entities';
export { fallbackBlogs } from './fallbacks/fallback-blogs';
export { fallbackTeam } from './fallbacks/fallback-team';
export { sampleStories, successStoriesSamples } from './fallbacks/fallback-reviews';
export { fallbackServices } from './fallbacks/fallback-services';
export { formatPhone, type PhoneValue } from './payload';
export { signIn, SIGN_IN_FAILED } from './operations/sign-in';
export { contactUs, CONTACT_FAILED, INQUIRY_TYPES, type ContactMessage, type InquiryType } from './operations/contact-us';
export { signupProfessional, SIGNUP_FAILED, type ProfessionalSignup } from './operations/signup-professional';
export { signupCompany, type CompanySignup } from './operations/signup-company';
export { subscribeNewsletter, NEWSLETTER_FAILED } from './operations/newsletter';
export { getBlogs, fetchBlogs, useBlogs } from './operations/blogs';
export { getBlog, useBlog, BLOG_NOT_FOUND } from './operations/blog';
export { getTeams, fetchTeams, useTeam } from './operations/teams';
export { getReviews, fetchReviews, useReviews } from './operations/reviews';
export { getServices, fetchServices, useServices } from './operations/services';
export { getProjects, fetchProjects, useProjects } from './operations/projects';
