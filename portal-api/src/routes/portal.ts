import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A stand-in for the external provider portal, so the site's Login and
 * hand-off buttons lead somewhere when everything runs locally.
 */
export function portalRoutes(app: FastifyInstance, siteUrl: string) {
  app.get('/portal', async (_request, reply) => reply.redirect('/portal/login'));
  app.get<{ Params: { '*': string } }>('/portal/*', async (request, reply) => {
    const page = escapeHtml(request.params['*'] || 'login');
    const site = escapeHtml(siteUrl);
    // A page of its own: no script, and no other site may frame it.
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    reply.header('X-Frame-Options', 'DENY');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vital Provider Portal (local stand-in)</title>
<style>body{font:1.05rem/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a}a{color:#1d4ed8}</style>
</head><body><main>
<h1>Vital Provider Portal</h1>
<p>This is the local stand-in for the provider portal (requested page: <code>/${page}</code>).
In production, this address is the real portal, where visitors sign in, post requirements, find jobs and upload CVs.</p>
<p><a href="${site}">Back to the Vital website</a></p>
</main></body></html>`);
  });
}
