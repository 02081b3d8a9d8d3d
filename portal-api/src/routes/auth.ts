import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../http.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { email, optionalText, password, requiredText, userType, website } from './schemas.ts';

interface UserRow {
  id: number;
  email: string;
  name: string;
  user_type: 'professional' | 'company';
  password_hash: string;
}

/** The user as the site keeps it (SPEC §3): never the hash. */
const publicUser = (row: Pick<UserRow, 'id' | 'email' | 'name' | 'user_type'>) => ({
  id: String(row.id),
  email: row.email,
  name: row.name,
  userType: row.user_type,
});

let decoy: Promise<string> | undefined;
const timingDecoy = () => (decoy ??= hashPassword('timing-decoy'));

const DUPLICATE = 'An account with this email already exists. Sign in instead, or use another email address.';

export function authRoutes(app: FastifyInstance, db: Db) {
  const findByEmail = db.prepare('SELECT id, email, name, user_type, password_hash FROM users WHERE email = ?');
  const insertUser = db.prepare(
    `INSERT INTO users (email, user_type, name, first_name, last_name, phone_number, location, website, industry, password_hash)
     VALUES (@email, @user_type, @name, @first_name, @last_name, @phone_number, @location, @website, @industry, @password_hash)`,
  );

  async function createUser(fields: Record<string, string | null>, type: 'professional' | 'company', plain: string) {
    const normalised = String(fields.email).trim();
    if (findByEmail.get(normalised)) return null;
    const row = {
      email: normalised,
      user_type: type,
      name: fields.name ?? normalised.split('@')[0] ?? normalised,
      first_name: fields.first_name ?? null,
      last_name: fields.last_name ?? null,
      phone_number: fields.phone_number ?? null,
      location: fields.location ?? null,
      website: fields.website ?? null,
      industry: fields.industry ?? null,
      password_hash: await hashPassword(plain),
    };
    try {
      const result = insertUser.run(row);
      return publicUser({ id: Number(result.lastInsertRowid), email: row.email, name: row.name, user_type: type });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the UNIQUE index decides.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
      throw error;
    }
  }

  app.post<{ Body: { email: string; password: string; userType?: 'professional' | 'company' } }>(
    '/api/signin',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email, password: { type: 'string', minLength: 1, maxLength: 128 }, userType },
        },
      },
    },
    async (request, reply) => {
      const row = findByEmail.get(request.body.email.trim()) as UserRow | undefined;
      // An unknown address costs a hash too, so timing does not tell which addresses exist.
      const isValid = await verifyPassword(request.body.password, row?.password_hash ?? (await timingDecoy()));
      if (!row || !isValid) return fail(reply, 401, 'Invalid email or password.');
      if (request.body.userType && request.body.userType !== row.user_type) {
        return fail(reply, 401, `This is a ${row.user_type} account. Choose the ${row.user_type === 'company' ? 'Company' : 'Professional'} tab to sign in.`);
      }
      return ok(reply, publicUser(row), 'Signed in successfully.');
    },
  );

  app.post<{ Body: Record<string, string | null> & { email: string; password: string; first_name: string } }>(
    '/api/signup/professional',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'first_name', 'password'],
          properties: {
            email,
            first_name: requiredText(100),
            last_name: optionalText(100),
            location: optionalText(120),
            phone_number: optionalText(32),
            password,
          },
        },
      },
    },
    async (request, reply) => {
      const { first_name, last_name } = request.body;
      const name = [first_name, last_name].filter(Boolean).join(' ').trim();
      const user = await createUser({ ...request.body, name }, 'professional', request.body.password);
      return user ? ok(reply, user, 'Account created successfully.', 201) : fail(reply, 409, DUPLICATE);
    },
  );

  app.post<{ Body: Record<string, string | null> & { email: string; password: string } }>(
    '/api/signup/company',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email,
            name: optionalText(160),
            phone_number: optionalText(32),
            website,
            location: optionalText(120),
            industry: optionalText(120),
            password,
          },
        },
      },
    },
    async (request, reply) => {
      const user = await createUser({ ...request.body }, 'company', request.body.password);
      return user ? ok(reply, user, 'Account created successfully.', 201) : fail(reply, 409, DUPLICATE);
    },
  );
}
