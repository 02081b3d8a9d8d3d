import { fireEvent, render, screen } from '@vital/shared/testing';
import { ThemeProvider } from '@emotion/react';
import { tokens } from '@vital/shared';
import type { ReactElement } from 'react';
import { BlogMedia } from './blog-media';
import { blogMediaCopy } from './content/blogs';

const renderMedia = (ui: ReactElement) => render(<ThemeProvider theme={tokens}>{ui}</ThemeProvider>);
const title = 'Inside a 15-Day Placement';

describe('BlogMedia (media rules)', () => {
  it('plays a video with controls, three sources, the Video badge and the fallback text', () => {
    const { container } = renderMedia(
      <BlogMedia post={{ title, mediaUrl: 'http://api.test/storage/blog_files/film.webm', mediaType: 'video' }} copy={blogMediaCopy} />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', `Video: ${title}`);
    expect(video).toHaveAttribute('width', '1200');
    expect(video).toHaveAttribute('height', '675');
    expect([...container.querySelectorAll('video > source')].map((source) => source.getAttribute('type')).sort()).toEqual([
      'video/mp4',
      'video/ogg',
      'video/webm',
    ]);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(screen.getByText('Video')).toBeInTheDocument();
    expect(screen.queryByText('Image')).not.toBeInTheDocument();
  });

  it('shows an image, sized and lazy when asked, with the Image badge', () => {
    renderMedia(
      <BlogMedia post={{ title, mediaUrl: 'http://api.test/storage/blog_files/a.svg', mediaType: 'image' }} copy={blogMediaCopy} isLazy />,
    );
    const image = screen.getByRole('img', { name: `Illustration for “${title}”` });
    expect(image).toHaveAttribute('src', 'http://api.test/storage/blog_files/a.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Image')).toBeInTheDocument();
  });

  it('replaces a broken image with Image Not Available', () => {
    renderMedia(
      <BlogMedia post={{ title, mediaUrl: 'http://api.test/storage/blog_files/missing.svg', mediaType: 'image' }} copy={blogMediaCopy} />,
    );
    fireEvent.error(screen.getByRole('img', { name: `Illustration for “${title}”` }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
    expect(screen.queryByText('Image')).not.toBeInTheDocument();
  });

  it('gives a new image a fresh chance after a broken one', () => {
    const post = { title, mediaUrl: 'http://api.test/storage/blog_files/missing.svg', mediaType: 'image' as const };
    const { rerender } = renderMedia(<BlogMedia post={post} copy={blogMediaCopy} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(
      <ThemeProvider theme={tokens}>
        <BlogMedia post={{ ...post, mediaUrl: 'http://api.test/storage/blog_files/b.svg' }} copy={blogMediaCopy} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://api.test/storage/blog_files/b.svg');
  });

  it('shows nothing for a post without media', () => {
    const { container } = renderMedia(<BlogMedia post={{ title, mediaUrl: null, mediaType: null }} copy={blogMediaCopy} />);
    expect(container).toBeEmptyDOMElement();
  });
});
