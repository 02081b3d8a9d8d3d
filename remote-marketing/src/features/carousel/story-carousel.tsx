import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Button, type Review } from '@vital/shared';
import { useCallback, useId, useState } from 'react';
import {
  nextIndex,
  previousIndex,
  progressPercent,
  visibleIndexes,
  visibleStories,
  wrapIndex,
} from './carousel-logic';
import { carouselCopy, type CarouselCopy } from './content/carousel';
import { ControlIcon } from './control-icons';
import { STORY_CARD_ROWS, StoryCard } from './story-card';
import { useAutoplay } from './use-autoplay';
import { useCardsPerView } from './use-cards-per-view';
import { useSwipe } from './use-swipe';

// Movement only, no fade: text stays at full contrast while a story slides in.
const slideIn = keyframes({
  from: { transform: 'translateX(1rem)' },
  to: { transform: 'none' },
});

const Region = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
}));

// Kept to the left: the chat launcher sits in the bottom-right corner.
const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.space[4],
  rowGap: theme.space[2],
}));

const Position = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
}));

const Slides = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  alignItems: 'stretch',
  // A story sliding in from the right must not widen the page for a moment.
  overflowX: 'clip',
  overflowClipMargin: theme.space[2],
  // A vertical stroke still scrolls the page; a horizontal one is a swipe (useSwipe).
  touchAction: 'pan-y',
}));

// The card's rows are the carousel's (StoryCard): each part starts at the same height in every card.
const cardRows = { display: 'grid', gridRow: `1 / span ${STORY_CARD_ROWS}`, gridTemplateRows: 'subgrid', minWidth: 0 } as const;

const Slide = styled.div(({ theme }) => ({
  ...cardRows,
  animation: `${slideIn} ${theme.motion.slow} ${theme.motion.easing}`,
}));

/**
 * Every story again, unseen and stacked in the first column: each row of the grid takes the
 * tallest of its part among all the stories, so the carousel keeps one height whichever stories
 * it shows, and the page below it never moves while autoplay runs.
 */
const Sizer = styled.div({ ...cardRows, gridColumn: 1, visibility: 'hidden' });

const Controls = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[3],
  marginTop: theme.space[6],
}));

const Arrow = styled.button(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: theme.radii.pill,
  border: `2px solid ${theme.colors.primary}`,
  background: theme.colors.surface,
  color: theme.colors.primary,
  cursor: 'pointer',
  transition: `background ${theme.motion.fast}`,
  '&:hover': { background: theme.colors.primarySoft },
}));

const Dots = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space[1],
}));

// A 24 px target around a small dot; the current one is a wider pill.
const Dot = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    display: 'block',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: theme.radii.pill,
    border: `2px solid ${theme.colors.textMuted}`,
    transition: `width ${theme.motion.normal} ${theme.motion.easing}`,
  },
  '&[aria-current="true"]::before': {
    width: '1.5rem',
    borderColor: theme.colors.primary,
    background: theme.colors.primary,
  },
}));

const Track = styled.div(({ theme }) => ({
  height: '0.25rem',
  marginTop: theme.space[4],
  borderRadius: theme.radii.pill,
  background: theme.colors.borderSoft,
  overflow: 'hidden',
}));

const Fill = styled.div(({ theme }) => ({
  height: '100%',
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  transition: `width ${theme.motion.slow} ${theme.motion.easing}`,
}));

const Message = styled.p(({ theme }) => ({
  padding: theme.space[8],
  borderRadius: theme.radii.xl,
  background: theme.colors.surfaceMuted,
  color: theme.colors.textMuted,
  textAlign: 'center',
}));

interface CarouselProps {
  stories: readonly Review[];
  label: string;
  copy: CarouselCopy;
}

function Carousel({ stories, label, copy }: CarouselProps) {
  const count = stories.length;
  const perView = useCardsPerView();
  const [position, setPosition] = useState(0);
  // The list can shrink while the carousel is shown (new data): stay in range.
  const start = wrapIndex(position, count);
  const advance = useCallback(() => setPosition((current) => nextIndex(current, count)), [count]);
  const autoplay = useAutoplay({ onAdvance: advance, restartKey: start, isPlayable: count > 1 });
  const swipe = useSwipe((step) => setPosition(wrapIndex(start + step, count)));
  const slidesId = useId();

  const visible = visibleIndexes(start, perView, count);

  return (
    <Region aria-roledescription="carousel" aria-label={label} {...autoplay.hoverHandlers}>
      {/* The pause control comes first: reached before the moving content. */}
      <Toolbar>
        <Button variant="ghost" onClick={autoplay.toggle} aria-controls={slidesId}>
          <ControlIcon name={autoplay.isOn ? 'pause' : 'play'} size={16} />
          {autoplay.isOn ? copy.pause : copy.play}
        </Button>
        {/* Announced when it changes, except while autoplay moves it every 5 s. */}
        <Position aria-live={autoplay.isRunning ? 'off' : 'polite'} aria-atomic="true">
          {copy.showing(visibleStories(start, perView, count), count)}
        </Position>
      </Toolbar>
      <div {...autoplay.focusHandlers}>
        <Slides id={slidesId} css={{ gridTemplateColumns: `repeat(${visible.length}, minmax(0, 1fr))` }} {...swipe}>
          {stories.map((story, index) => (
            // Initials in place of a photo: the same size, with nothing to download for an unseen card.
            <Sizer key={`sizer-${index}`} aria-hidden="true" inert>
              <StoryCard story={{ ...story, imageUrl: null, avatar: null }} copy={copy} />
            </Sizer>
          ))}
          {visible.map((index, column) => {
            const story = stories[index];
            return story ? (
              <Slide
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={copy.slide(index + 1, count)}
                css={{ gridColumn: column + 1 }}
              >
                <StoryCard story={story} copy={copy} />
              </Slide>
            ) : null;
          })}
        </Slides>
        <Controls>
          <Arrow type="button" aria-label={copy.previous} aria-controls={slidesId} onClick={() => setPosition(previousIndex(start, count))}>
            <ControlIcon name="previous" />
          </Arrow>
          <Dots role="group" aria-label={copy.dots}>
            {stories.map((story, index) => (
              <Dot
                key={`${index}-${story.id}`}
                type="button"
                aria-label={copy.dot(index + 1, count)}
                aria-current={index === start ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => setPosition(index)}
              />
            ))}
          </Dots>
          <Arrow type="button" aria-label={copy.next} aria-controls={slidesId} onClick={() => setPosition(nextIndex(start, count))}>
            <ControlIcon name="next" />
          </Arrow>
        </Controls>
        <Track aria-hidden="true" data-testid="carousel-progress">
          <Fill css={{ width: `${progressPercent(start, count)}%` }} />
        </Track>
      </div>
    </Region>
  );
}

export interface StoryCarouselProps {
  /** undefined while the stories load. */
  stories: readonly Review[] | undefined;
  /** Name of the carousel for assistive technology. */
  label: string;
  copy?: CarouselCopy;
}

/**
 * The success-stories carousel (decision 008): 1, 2 or 3 cards by width,
 * autoplay every 5 s, previous/next, swipes and dots that wrap, a progress bar and
 * the 'Showing x-y of n success stories' position, at one height whatever it shows.
 * A view never shows a story twice: one or two stories are shown as they are, and
 * the label counts them; an empty list says so.
 */
export function StoryCarousel({ stories, label, copy = carouselCopy }: StoryCarouselProps) {
  if (!stories) {
    return (
      <Message role="status" aria-busy="true">
        {copy.loading}
      </Message>
    );
  }
  if (stories.length === 0) return <Message>{copy.empty}</Message>;
  return <Carousel stories={stories} label={label} copy={copy} />;
}
