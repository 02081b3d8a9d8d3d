// The portal API: one client, one file per call with its SWR hook.
export { ApiError, NETWORK_ERROR, createApiClient, onApiFailure, useApiClient, type ApiFailure } from './api-client';
export { SERVICE_DEFAULTS, type Blog, type TeamMember, type Review, type ReviewType, type Service } from './entities';
export { fallbackBlogs } from './fallbacks/fallback-blogs';
export { fallbackTeam } from './fallbacks/fallback-team';
export { sampleStories, successStoriesSamples } from './fallbacks/fallback-reviews';
export { type PhoneValue } from './payload';
export { signIn, SIGN_IN_FAILED } from './operations/sign-in';
export { contactUs, CONTACT_FAILED, INQUIRY_TYPES, type InquiryType } from './operations/contact-us';
export { signupProfessional, SIGNUP_FAILED } from './operations/signup-professional';
export { signupCompany } from './operations/signup-company';
export { subscribeNewsletter } from './operations/newsletter';
export { useBlogs } from './operations/blogs';
export { useBlog, BLOG_NOT_FOUND } from './operations/blog';
export { useTeam } from './operations/teams';
export { useReviews } from './operations/reviews';
export { useServices } from './operations/services';
