// Writes the files derived from the host's route table after the build:
// dist/sitemap.xml and dist/robots.txt (so they can never list a page the site
// does not have, or miss one it has), dist/route-remotes.json (which
// remote serves which path, for the server's preload hints) and
// dist/public-paths.json (the pages `pnpm prerender` snapshots) and
// dist/known-routes.json (every pattern the router knows: the server answers
// 404, with the prerendered not-found page, for anything else).
// PUBLIC_SITE_URL is the site's public origin (default: the local one).
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@vital/shared';
import { handoffs } from '../src/features/handoff/content/handoffs';
import { guardedPatterns, remoteRoutes } from '../src/routes';

const origin = (process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const dist = path.resolve(import.meta.dirname, '..', 'dist');

const publicPaths = [
  ...remoteRoutes.map((route) => route.pattern).filter((pattern) => !pattern.includes(':') && !guardedPatterns.has(pattern)),
  ...handoffs.map((handoff) => handoff.path),
];

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${publicPaths.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n')}
</urlset>
`;
const robots = `User-agent: *
Allow: /
${[...guardedPatterns].map((p) => `Disallow: ${p}`).join('\n')}

Sitemap: ${origin}/sitemap.xml
`;

fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);
fs.writeFileSync(path.join(dist, 'route-remotes.json'), JSON.stringify(remoteRoutes.map(({ pattern, remote }) => ({ pattern, remote }))));
fs.writeFileSync(path.join(dist, 'robots.txt'), robots);
fs.writeFileSync(path.join(dist, 'public-paths.json'), JSON.stringify(publicPaths));
fs.writeFileSync(
  path.join(dist, 'known-routes.json'),
  JSON.stringify([...remoteRoutes.map((route) => route.pattern), ...handoffs.map((handoff) => handoff.path), paths.homeAlias]),
);
console.log(`sitemap.xml (${publicPaths.length} pages) and robots.txt written for ${origin}`);
