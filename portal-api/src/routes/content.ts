import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../http.ts';
import { PUBLIC_URL_TOKEN } from '../db/seed.ts';

const list = (json: string): string[] => {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.map(String) : [];
};

interface BlogRow {
  id: number;
  title: string;
  description: string;
  body: string;
  file_url: string | null;
  file_type: 'image' | 'video' | null;
  created_at: string;
  updated_at: string;
}

/** The read-only calls the site makes (docs/product.md, Portal API calls), answered from the database. */
export function contentRoutes(app: FastifyInstance, db: Db, publicUrl: string) {
  const media = (value: unknown) => (typeof value === 'string' ? value.replace(PUBLIC_URL_TOKEN, publicUrl) : value);
  const withMedia = <T extends object>(row: T, field: keyof T) => ({ ...row, [field]: media(row[field]) });

  const blogFields = 'id, title, description, file_url, file_type, created_at, updated_at';
  const allBlogs = db.prepare(`SELECT ${blogFields} FROM blogs ORDER BY created_at DESC`);
  const oneBlog = db.prepare(`SELECT ${blogFields}, body FROM blogs WHERE id = ?`);
  const team = db.prepare('SELECT * FROM team_members ORDER BY position');
  const reviews = db.prepare('SELECT * FROM reviews ORDER BY id');
  const services = db.prepare('SELECT * FROM services ORDER BY position');
  const projects = db.prepare('SELECT * FROM projects ORDER BY year DESC, id');

  app.get('/api/blogs', async (_request, reply) => {
    return ok(reply, (allBlogs.all() as BlogRow[]).map((row) => withMedia(row, 'file_url')));
  });

  app.get<{ Params: { id: string } }>('/api/blog/:id', async (request, reply) => {
    // Decimal digits only: Number() alone also took '0x1', '1e0' and ' 1' as blog 1.
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const row = id > 0 ? (oneBlog.get(id) as BlogRow | undefined) : undefined;
    return row ? ok(reply, withMedia(row, 'file_url')) : fail(reply, 404, 'Blog not found');
  });

  app.get('/api/teams', async (_request, reply) => {
    const rows = team.all() as Array<Record<string, unknown> & { expertise: string }>;
    return ok(
      reply,
      rows.map(({ position: _position, ...row }) => ({ ...withMedia(row, 'photo_path'), expertise: list(row.expertise) })),
    );
  });

  app.get('/api/reviews', async (_request, reply) => {
    const rows = reviews.all() as Array<Record<string, string | number | null>>;
    return ok(
      reply,
      rows.map((r) => ({
        id: r.id,
        type: r.type,
        reviewer_name: r.reviewer_name,
        review: r.review,
        rating: r.rating,
        reviewer_image: media(r.reviewer_image),
        title: r.title,
        results: list(String(r.results)),
        companyName: r.company_name,
        industry: r.industry,
        profession: r.profession,
        position: r.position,
        previousRole: r.previous_role,
      })),
    );
  });

  app.get('/api/services', async (_request, reply) => {
    const rows = services.all() as Array<Record<string, string | number | null>>;
    return ok(
      reply,
      rows.map((s) => ({
        id: s.id,
        key: s.key,
        title: s.title,
        description: s.description,
        features: list(String(s.features)),
        expertise: list(String(s.expertise)),
        route: s.route,
        buttonText: s.button_text,
        color: s.color,
        icon: s.icon,
      })),
    );
  });

  app.get('/api/projects', async (_request, reply) => {
    return ok(reply, projects.all());
  });
}
