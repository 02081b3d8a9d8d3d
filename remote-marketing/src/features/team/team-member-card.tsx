import styled from '@emotion/styled';
import { Card, Icon, useImageFailure, VisuallyHidden, type TeamMember } from '@vital/shared';
import { TagList } from '../page-blocks/tag-list';
import type { TeamMemberCopy } from './content/team';

export const PHOTO_SIZE = 112;

const Top = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[4],
}));

const Photo = styled.img(({ theme }) => ({
  width: PHOTO_SIZE,
  height: PHOTO_SIZE,
  flexShrink: 0,
  borderRadius: theme.radii.pill,
  objectFit: 'cover',
  background: theme.colors.surfaceMuted,
}));

const Initials = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: PHOTO_SIZE,
  height: PHOTO_SIZE,
  flexShrink: 0,
  borderRadius: theme.radii.pill,
  background: theme.colors.primarySoft,
  color: theme.colors.primaryHover,
  fontSize: theme.fontSizes['3xl'],
  fontWeight: theme.fontWeights.bold,
}));

const Role = styled.p(({ theme }) => ({
  marginTop: theme.space[1],
  '&&': { color: theme.colors.accent },
  fontWeight: theme.fontWeights.semibold,
}));

const Experience = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
}));

const Links = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  margin: 0,
  marginTop: 'auto',
  padding: 0,
  paddingTop: theme.space[3],
  borderTop: `1px solid ${theme.colors.borderSoft}`,
  listStyle: 'none',
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: '2.75rem',
    fontWeight: theme.fontWeights.semibold,
    textUnderlineOffset: '0.2em',
  },
}));

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('');

function MemberPhoto({ member, copy, isLazy }: { member: TeamMember; copy: TeamMemberCopy; isLazy: boolean }) {
  const { hasFailed, onError, ref } = useImageFailure();
  // Without a usable photo the name beside it says who this is: the initials are decoration.
  if (!member.photoUrl || hasFailed) return <Initials aria-hidden="true">{initialsOf(member.name)}</Initials>;
  return (
    <Photo
      src={member.photoUrl}
      alt={copy.photoAlt(member.name)}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading={isLazy ? 'lazy' : 'eager'}
      decoding="async"
      ref={ref}
      onError={onError}
    />
  );
}

export interface TeamMemberCardProps {
  member: TeamMember;
  copy: TeamMemberCopy;
  /** Below the fold: let the browser fetch the photo when it gets close. */
  isLazy?: boolean;
}

/** Photo, name, role, description, experience, expertise, LinkedIn and Email. */
export function TeamMemberCard({ member, copy, isLazy = false }: TeamMemberCardProps) {
  const hasLinks = Boolean(member.linkedin || member.email);
  return (
    <Card>
      <Top>
        <MemberPhoto key={member.photoUrl} member={member} copy={copy} isLazy={isLazy} />
        <div>
          <h3>{member.name}</h3>
          <Role>{member.role}</Role>
        </div>
      </Top>
      {member.description && <p>{member.description}</p>}
      <Experience>
        <Icon name="clock" size={18} />
        {copy.experience(member.experience)}
      </Experience>
      <TagList items={member.expertise} label={copy.expertiseLabel(member.name)} tone="neutral" />
      {hasLinks && (
        <Links aria-label={copy.contactLabel(member.name)}>
          {member.linkedin && (
            <li>
              <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
                <Icon name="users" size={18} />
                {copy.linkedin}
                <VisuallyHidden>{copy.linkedinHidden(member.name)}</VisuallyHidden>
              </a>
            </li>
          )}
          {member.email && (
            <li>
              <a href={`mailto:${member.email}`}>
                <Icon name="mail" size={18} />
                {copy.email}
                <VisuallyHidden>{copy.emailHidden(member.name)}</VisuallyHidden>
              </a>
            </li>
          )}
        </Links>
      )}
    </Card>
  );
}
