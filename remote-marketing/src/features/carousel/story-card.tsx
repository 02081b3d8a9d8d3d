import styled from '@emotion/styled';
import { Badge, Card, useImageFailure, VisuallyHidden, type Review } from '@vital/shared';
import { resultBadges } from './carousel-logic';
import type { CarouselCopy } from './content/carousel';
import { StarRating } from './star-rating';

/** The card's parts, each in a row of its own that the carousel shares between the cards it shows. */
export const STORY_CARD_ROWS = 5;
const row = { top: 1, title: 2, quote: 3, results: 4, person: 5 } as const;

const Article = styled(Card)({
  display: 'grid',
  gridRow: `span ${STORY_CARD_ROWS}`,
  gridTemplateRows: 'subgrid',
  '& > h3': { gridRow: row.title },
});

const Top = styled.div(({ theme }) => ({
  gridRow: row.top,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  flexWrap: 'wrap',
}));

const Quote = styled.blockquote(({ theme }) => ({
  gridRow: row.quote,
  margin: 0,
  p: { color: theme.colors.text, fontSize: theme.fontSizes.md },
}));

const Results = styled.ul(({ theme }) => ({
  gridRow: row.results,
  alignSelf: 'start',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Person = styled.div(({ theme }) => ({
  gridRow: row.person,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.colors.borderSoft}`,
}));

const Name = styled.p(({ theme }) => ({
  color: theme.colors.heading,
  fontWeight: theme.fontWeights.semibold,
}));

const Detail = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

const AVATAR_SIZE = 48;

const Initials = styled.span(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: theme.radii.pill,
  background: theme.colors.primarySoft,
  color: theme.colors.primaryHover,
  fontWeight: theme.fontWeights.bold,
}));

const Photo = styled.img(({ theme }) => ({
  flexShrink: 0,
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: theme.radii.pill,
  objectFit: 'cover',
  background: theme.colors.surfaceMuted,
}));

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The reviewer's photo from the API, or their initials when there is none or it fails to load. */
function Avatar({ name, src }: { name: string; src: string | null }) {
  const { hasFailed, onError, ref } = useImageFailure();
  if (src && !hasFailed) {
    return (
      <Photo
        src={src}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        ref={ref}
        onError={onError}
      />
    );
  }
  return <Initials aria-hidden="true">{initialsOf(name)}</Initials>;
}

/** Role, then where: "Staff Nurse → Ward Manager" / "Healthcare"; "CTO" / "Northwind Analytics · IT & Technology". */
function describe(story: Review, copy: CarouselCopy): { role: string | null; where: string | null } {
  const current = story.position ?? story.profession;
  const role =
    story.type === 'professional' && story.previousRole && current ? copy.roleChange(story.previousRole, current) : current;
  const where = [story.companyName, story.industry].filter(Boolean).join(' · ');
  return { role, where: where || null };
}

/** One success story: rating, type, title, quote, up to two results and the person behind it. */
export function StoryCard({ story, copy }: { story: Review; copy: CarouselCopy }) {
  const { role, where } = describe(story, copy);
  const badges = resultBadges(story.results);
  return (
    <Article>
      <Top>
        <StarRating rating={story.rating} label={copy.rating} />
        <Badge tone={story.type === 'company' ? 'accent' : 'primary'}>{copy.types[story.type]}</Badge>
      </Top>
      {story.title ? <h3>{story.title}</h3> : <VisuallyHidden as="h3">{story.name}</VisuallyHidden>}
      {story.text && (
        <Quote>
          <p>“{story.text}”</p>
        </Quote>
      )}
      {badges.length > 0 && (
        <Results aria-label={copy.results}>
          {badges.map((result, index) => (
            <li key={`${index}-${result}`}>
              <Badge tone="success">{result}</Badge>
            </li>
          ))}
        </Results>
      )}
      <Person>
        <Avatar name={story.name} src={story.imageUrl ?? story.avatar} />
        <div>
          <Name>{story.name}</Name>
          {role && <Detail>{role}</Detail>}
          {where && <Detail>{where}</Detail>}
        </div>
      </Person>
    </Article>
  );
}
