import styled from '@emotion/styled';
import { Badge, Icon, useImageFailure, type Blog } from '@vital/shared';
import type { BlogMediaCopy } from './content/blogs';
import { videoSources } from './video-sources';

/** The portal's blog media are 16:9; the attributes reserve that space before anything loads. */
const MEDIA_WIDTH = 1200;
const MEDIA_HEIGHT = 675;

const Frame = styled.div(({ theme }) => ({
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceMuted,
  aspectRatio: `${MEDIA_WIDTH} / ${MEDIA_HEIGHT}`,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));

/**
 * A video's frame: the picture at its top and, beneath it, a band as tall as the browser's
 * own controls, which would otherwise lie over the bottom of the picture and whatever is
 * written there (the labels of a poster frame). The picture keeps its 16:9 from the width.
 */
const CONTROLS_BAND = '4rem';
const Player = styled.div(({ theme }) => ({
  containerType: 'inline-size',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceInverse,
  video: {
    width: '100%',
    height: `calc(100cqi * ${MEDIA_HEIGHT} / ${MEDIA_WIDTH} + ${CONTROLS_BAND})`,
    objectFit: 'contain',
    objectPosition: 'top',
  },
}));

/**
 * The media with its type badge above it: a badge laid over the media would cover what it shows
 * (a video's title). At the top of its row when a card beside it has a taller one (a video).
 */
const MediaBlock = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[2], alignSelf: 'start' }));
const TypeBadge = styled(Badge)({ justifySelf: 'start' });

// Level with the frames of the cards beside it, below where their type badges sit.
const Cover = styled(Frame)(({ theme }) => ({
  alignSelf: 'end',
  display: 'grid',
  placeItems: 'center',
  background: theme.colors.primarySoft,
  color: theme.colors.primary,
}));

/**
 * Where a list card shows a post's media when the post has none: a plain cover the size of an
 * image, so the card keeps the shape of those beside it rather than a gap above its link.
 */
export function BlogCover() {
  return (
    <Cover aria-hidden="true">
      <Icon name="fileText" size={40} />
    </Cover>
  );
}

const Unavailable = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[2],
  height: '100%',
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.semibold,
}));

export interface BlogMediaProps {
  post: Pick<Blog, 'title' | 'mediaUrl' | 'mediaType'>;
  copy: BlogMediaCopy;
  /** Below the fold in a list: the image waits until it comes near. */
  isLazy?: boolean;
}

function BlogImage({ src, post, copy, isLazy }: BlogMediaProps & { src: string }) {
  const { hasFailed, onError, ref } = useImageFailure();
  if (hasFailed) {
    return (
      <Frame>
        <Unavailable>
          <Icon name="fileText" size={32} />
          {copy.imageUnavailable}
        </Unavailable>
      </Frame>
    );
  }
  return (
    <MediaBlock>
      <TypeBadge>{copy.imageBadge}</TypeBadge>
      <Frame>
        <img
          src={src}
          alt={copy.imageAlt(post.title)}
          width={MEDIA_WIDTH}
          height={MEDIA_HEIGHT}
          loading={isLazy ? 'lazy' : 'eager'}
          decoding="async"
          ref={ref}
          onError={onError}
        />
      </Frame>
    </MediaBlock>
  );
}

/**
 * A post's optional media. A video plays with controls (offered
 * as mp4, webm and ogg) beneath its picture; an image that fails to load is
 * replaced by a placeholder; a post without media shows nothing here (a list
 * card shows BlogCover).
 */
export function BlogMedia({ post, copy, isLazy = false }: BlogMediaProps) {
  const { mediaUrl, mediaType } = post;
  if (!mediaUrl || !mediaType) return null;
  if (mediaType === 'video') {
    return (
      <MediaBlock>
        <TypeBadge>{copy.videoBadge}</TypeBadge>
        <Player>
          <video controls preload="metadata" width={MEDIA_WIDTH} height={MEDIA_HEIGHT} aria-label={copy.videoLabel(post.title)}>
            {videoSources(mediaUrl).map((source) => (
              <source key={source.type} src={source.src} type={source.type} />
            ))}
            {copy.videoUnsupported}
          </video>
        </Player>
      </MediaBlock>
    );
  }
  // Keyed by address: a new image gets a fresh chance to load.
  return <BlogImage key={mediaUrl} src={mediaUrl} post={post} copy={copy} isLazy={isLazy} />;
}
