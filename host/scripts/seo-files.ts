// Writes the files derived from the host's route table after the build:
// dist/sitemap.xml and dist/robots.txt, so they can never list a page the site
// does not have, or miss one it has.
// PUBLIC_SITE_URL is the site's public origin (default: the local one).
import fs from 'node:fs';
import path from 'node:path';
import { signedInOnlyPatterns } from '@vital/shared';
import { pagePatterns } from '../src/routes';

const origin = (process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const dist = path.resolve(import.meta.dirname, '..', 'dist');

/** Every page a visitor may land on signed out, but one per record (`/blogs/:id`). */
const publicPaths = pagePatterns.filter((pattern) => !pattern.includes(':') && !signedInOnlyPatterns.has(pattern));

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${publicPaths.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n')}
</urlset>
`;
const robots = `User-agent: *
Allow: /
${[...signedInOnlyPatterns].map((p) => `Disallow: ${p}`).join('\n')}

Sitemap: ${origin}/sitemap.xml
`;

fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);
fs.writeFileSync(path.join(dist, 'robots.txt'), robots);
console.log(`sitemap.xml (${publicPaths.length} pages) and robots.txt written for ${origin}`);
