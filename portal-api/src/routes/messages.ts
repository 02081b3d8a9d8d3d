import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ok } from '../http.ts';
import { byClient, TOO_MANY, type RouteLimits } from '../security/rate-limits.ts';
import { WriteBudget } from '../security/write-budget.ts';
import { body, email, INQUIRY_TYPES, optionalText, requiredText } from './schemas.ts';

interface ContactBody {
  first_name: string;
  last_name?: string | null;
  email: string;
  phone_number?: string | null;
  inquiry_type: (typeof INQUIRY_TYPES)[number];
  message: string;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes contact messages older than `days` (0: none), now and every hour: what strangers wrote
 * is not kept forever. Newsletter subscribers are kept: being on the list is what they asked for.
 */
function expireContactMessages(app: FastifyInstance, db: Db, days: number) {
  if (days === 0) return;
  const deleteOlder = db.prepare('DELETE FROM contact_messages WHERE created_at < ?');
  const expire = () => deleteOlder.run(new Date(Date.now() - days * DAY_MS).toISOString());
  expire();
  const timer = setInterval(() => {
    try {
      expire();
    } catch (error) {
      app.log.error(error, 'could not delete old contact messages');
    }
  }, HOUR_MS);
  // The hourly run never keeps the process alive, nor outlives the app.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Contact messages and the footer's newsletter sign-up. */
export function messageRoutes(
  app: FastifyInstance,
  db: Db,
  limits: RouteLimits,
  config: Pick<ApiConfig, 'writeBudget' | 'contactRetentionDays'>,
) {
  expireContactMessages(app, db, config.contactRetentionDays);
  const budget = new WriteBudget(db, config.writeBudget);

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
      const row = {
        first_name: b.first_name.trim(),
        last_name: b.last_name ?? null,
        email: b.email.trim(),
        phone_number: b.phone_number ?? null,
        inquiry_type: b.inquiry_type,
        message: b.message,
      };
      budget.spend(byClient(request), row, TOO_MANY.contact);
      const result = insertMessage.run(row);
      return ok(reply, { id: Number(result.lastInsertRowid) }, 'Your message has been received.', 201);
    },
  );

  const findSubscriber = db.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?');
  const insertSubscriber = db.prepare('INSERT INTO newsletter_subscribers (email) VALUES (?)');
  app.post<{ Body: { email: string } }>(
    '/api/newsletter',
    { schema: { body: body({ email }, ['email']) }, preHandler: limits.newsletter },
    async (request, reply) => {
      const address = request.body.email.trim();
      // The same answer for an address already on the list, budget and all: it tells nobody who
      // subscribed (decisions 013 and 026). It stores nothing, yet is counted as if it did.
      budget.spend(byClient(request), { email: address }, TOO_MANY.newsletter);
      if (!findSubscriber.get(address)) insertSubscriber.run(address);
      return ok(reply, { email: address }, 'Thank you for subscribing!', 201);
    },
  );
}
