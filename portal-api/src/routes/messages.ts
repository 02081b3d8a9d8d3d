import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ok } from '../http.ts';
import type { RouteLimits } from '../security/rate-limits.ts';
import { body, email, INQUIRY_TYPES, optionalText, requiredText } from './schemas.ts';

interface ContactBody {
  first_name: string;
  last_name?: string | null;
  email: string;
  phone_number?: string | null;
  inquiry_type: (typeof INQUIRY_TYPES)[number];
  message: string;
}

/** Contact messages and the footer's newsletter sign-up. */
export function messageRoutes(app: FastifyInstance, db: Db, limits: RouteLimits) {
  const insertMessage = db.prepare(
    `INSERT INTO contact_messages (first_name, last_name, email, phone_number, inquiry_type, message)
     VALUES (@first_name, @last_name, @email, @phone_number, @inquiry_type, @message)`,
  );
  app.post<{ Body: ContactBody }>(
    '/api/contact-us',
    {
      schema: {
        body: body(
          {
            first_name: requiredText(100),
            last_name: optionalText(100),
            email,
            phone_number: optionalText(32),
            inquiry_type: { type: 'string', enum: INQUIRY_TYPES },
            message: requiredText(5000),
          },
          ['first_name', 'email', 'inquiry_type', 'message'],
        ),
      },
      preHandler: limits.contact,
    },
    async (request, reply) => {
      const b = request.body;
      const result = insertMessage.run({
        first_name: b.first_name.trim(),
        last_name: b.last_name ?? null,
        email: b.email.trim(),
        phone_number: b.phone_number ?? null,
        inquiry_type: b.inquiry_type,
        message: b.message,
      });
      return ok(reply, { id: Number(result.lastInsertRowid) }, 'Your message has been received.', 201);
    },
  );

  const insertSubscriber = db.prepare('INSERT OR IGNORE INTO newsletter_subscribers (email) VALUES (?)');
  app.post<{ Body: { email: string } }>(
    '/api/newsletter',
    { schema: { body: body({ email }, ['email']) }, preHandler: limits.newsletter },
    async (request, reply) => {
      // The same answer for an address already on the list: it tells nobody who subscribed (decision 013).
      insertSubscriber.run(request.body.email.trim());
      return ok(reply, { email: request.body.email.trim() }, 'Thank you for subscribing!', 201);
    },
  );
}
