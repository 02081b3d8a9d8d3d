import { videoSources } from './video-sources';

describe('videoSources (sources mp4, webm and ogg)', () => {
  const url = 'http://api.test/storage/blog_files/film';

  it.each([
    [`${url}.webm`, ['video/webm', 'video/mp4', 'video/ogg']],
    [`${url}.mp4`, ['video/mp4', 'video/webm', 'video/ogg']],
    [`${url}.ogv?v=2`, ['video/ogg', 'video/mp4', 'video/webm']],
    [`${url}.MOV`, ['video/mp4', 'video/webm', 'video/ogg']],
    [url, ['video/mp4', 'video/webm', 'video/ogg']],
  ])('offers %s in all three formats, its own first', (src, types) => {
    const sources = videoSources(src);
    expect(sources.map((source) => source.type)).toEqual(types);
    expect(sources.every((source) => source.src === src)).toBe(true);
  });
});
