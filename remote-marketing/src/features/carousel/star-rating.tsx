import styled from '@emotion/styled';
import { MAX_RATING, ratingStars, type StarFill } from './carousel-logic';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

const Row = styled.span(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.space[1],
  color: theme.colors.accent,
}));

const Slot = styled.span({ position: 'relative', display: 'inline-block', width: 18, height: 18 });

// A half star is a full star clipped to its left half over an empty one.
const Half = styled.span({ position: 'absolute', inset: 0, width: '50%', overflow: 'hidden' });

// Empty stars are outlined in the muted text colour so they stay visible on white.
const StarSvg = styled('svg', { shouldForwardProp: (prop) => prop !== 'isFilled' })<{ isFilled: boolean }>(
  ({ theme, isFilled }) => (isFilled ? {} : { color: theme.colors.textMuted }),
);

function Star({ isFilled }: { isFilled: boolean }) {
  return (
    <StarSvg isFilled={isFilled} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={STAR}
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </StarSvg>
  );
}

function StarSlot({ fill }: { fill: StarFill }) {
  return (
    <Slot data-star={fill}>
      <Star isFilled={fill === 'full'} />
      {fill === 'half' && (
        <Half>
          <Star isFilled />
        </Half>
      )}
    </Slot>
  );
}

/** A 0–5 rating as five stars; read out as one phrase ("Rated 4.5 out of 5"). */
export function StarRating({ rating, label }: { rating: number; label: (value: number, max: number) => string }) {
  const { stars, value } = ratingStars(rating);
  return (
    <Row role="img" aria-label={label(value, MAX_RATING)}>
      {stars.map((fill, index) => (
        <StarSlot key={index} fill={fill} />
      ))}
    </Row>
  );
}
