/** A video is offered as mp4, webm and ogg. */
const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' } as const;

const EXTENSIONS: Record<string, keyof typeof VIDEO_TYPES> = { mp4: 'mp4', m4v: 'mp4', webm: 'webm', ogg: 'ogg', ogv: 'ogg' };

/**
 * The <source> elements of a post's video. The portal stores one file per post,
 * so each source points at it; the type that matches its extension comes first
 * so the browser does not try a wrong container before the right one.
 */
export function videoSources(url: string): Array<{ src: string; type: string }> {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const own = extension ? EXTENSIONS[extension] : undefined;
  const order = (Object.keys(VIDEO_TYPES) as Array<keyof typeof VIDEO_TYPES>).sort((a, b) => Number(b === own) - Number(a === own));
  return order.map((format) => ({ src: url, type: VIDEO_TYPES[format] }));
}
