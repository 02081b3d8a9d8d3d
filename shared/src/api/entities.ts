// The site's view of the portal's data, and how each is read from
// an untrusted answer.
import { resolveStoragePath } from './storage-path';
import { safeUrl, toDate, toId, toOptionalText, toRating, toText, toTextList } from './sanitise';

export interface Blog {
  id: string;
  title: string;
  description: string;
  /** The full text, only on the single-post call. */
  body: string | null;
  mediaUrl: string | null;
  mediaType: 'image' | 'video' | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  description: string;
  experience: string;
  expertise: string[];
  photoUrl: string | null;
  linkedin: string | null;
  email: string | null;
}

export type ReviewType = 'professional' | 'company';

export interface Review {
  id: string;
  type: ReviewType;
  name: string;
  text: string;
  rating: number;
  imageUrl: string | null;
  title: string | null;
  results: string[];
  companyName: string | null;
  industry: string | null;
  profession: string | null;
  position: string | null;
  previousRole: string | null;
  avatar: string | null;
}

export interface Service {
  id: string;
  /** companies, professionals or training for the three known services. */
  key: string | null;
  title: string;
  description: string;
  /** Key features: the service's features, else its expertise. */
  features: string[];
  route: string | null;
  buttonText: string | null;
  color: string | null;
  icon: string | null;
}

/** What a team member shows for a field the API left out. */
export const TEAM_DEFAULTS = {
  name: 'Team Member',
  role: 'Role',
  experience: '5+ years',
  expertise: ['Leadership', 'Innovation'],
} as const;

export const SERVICE_DEFAULTS = {
  title: 'Service',
  description: 'Tailored recruitment and career solutions designed around your goals.',
} as const;

const simpleEmail = (value: unknown): string | null => {
  // An address longer than 254 characters is invalid: rejected, not cut (cutting would make another address).
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length <= 254 && /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(text) ? text : null;
};

export function toBlog(raw: Record<string, unknown>, index: number, storageBase: string): Blog {
  const mediaUrl = resolveStoragePath(raw.file_url, storageBase);
  const declared = raw.file_type === 'video' || raw.file_type === 'image' ? raw.file_type : null;
  return {
    id: toId(raw.id, `post-${index + 1}`),
    title: toText(raw.title, 'Untitled post', 300),
    description: toText(raw.description, '', 2000),
    body: toOptionalText(raw.body, 50_000),
    mediaUrl,
    mediaType: mediaUrl ? (declared ?? (/\.(mp4|webm|ogg)(\?|$)/i.test(mediaUrl) ? 'video' : 'image')) : null,
    createdAt: toDate(raw.created_at),
    updatedAt: toDate(raw.updated_at),
  };
}

export function toTeamMember(raw: Record<string, unknown>, index: number, storageBase: string): TeamMember {
  const expertise = toTextList(raw.expertise, 12, 60);
  return {
    id: toId(raw.id, `member-${index + 1}`),
    name: toText(raw.name, TEAM_DEFAULTS.name, 120),
    role: toText(raw.role, TEAM_DEFAULTS.role, 120),
    description: toText(raw.description, '', 1000),
    experience: toText(raw.experience, TEAM_DEFAULTS.experience, 60),
    expertise: expertise.length ? expertise : [...TEAM_DEFAULTS.expertise],
    // photo_path or image: the first usable one (a blank photo_path must not hide image).
    photoUrl: resolveStoragePath(raw.photo_path, storageBase) ?? resolveStoragePath(raw.image, storageBase),
    linkedin: safeUrl(raw.linkedin),
    email: simpleEmail(raw.email),
  };
}

export function toReview(raw: Record<string, unknown>, index: number, storageBase: string): Review {
  return {
    id: toId(raw.id, `review-${index + 1}`),
    type: raw.type === 'company' ? 'company' : 'professional',
    name: toText(raw.reviewer_name, '', 120) || toText(raw.name, 'Anonymous', 120),
    text: toText(raw.review, '', 2000) || toText(raw.story, '', 2000),
    rating: toRating(raw.rating),
    imageUrl: resolveStoragePath(raw.reviewer_image, storageBase) ?? resolveStoragePath(raw.imageUrl, storageBase),
    title: toOptionalText(raw.title, 200),
    results: toTextList(raw.results, 10, 120),
    companyName: toOptionalText(raw.companyName ?? raw.company_name, 120),
    industry: toOptionalText(raw.industry, 120),
    profession: toOptionalText(raw.profession, 120),
    position: toOptionalText(raw.position, 120),
    previousRole: toOptionalText(raw.previousRole ?? raw.previous_role, 120),
    avatar: resolveStoragePath(raw.avatar, storageBase),
  };
}

export function toService(raw: Record<string, unknown>, index: number): Service {
  const features = toTextList(raw.features, 20, 120);
  return {
    id: toId(raw.id, `service-${index + 1}`),
    key: toOptionalText(raw.key, 40),
    title: toText(raw.title, '', 120) || toText(raw.name, SERVICE_DEFAULTS.title, 120),
    description: toText(raw.description, SERVICE_DEFAULTS.description, 1000),
    features: features.length ? features : toTextList(raw.expertise, 20, 120),
    route: safeUrl(raw.route),
    buttonText: toOptionalText(raw.buttonText, 40),
    color: toOptionalText(raw.color, 40),
    icon: toOptionalText(raw.icon, 40),
  };
}
