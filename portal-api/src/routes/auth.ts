import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { fail, hangUpSignal, ok } from '../http.ts';
import { isCommonPassword } from '../security/common-passwords.ts';
import { hashPassword, needsRehash, verifyPassword, type HashRequester } from '../security/password.ts';
import { byClient, type RouteLimits } from '../security/rate-limits.ts';
import { body, email, existingPassword, optionalText, password, requiredText, userType, website } from './schemas.ts';

type UserType = 'professional' | 'company';

interface UserRow {
  id: number;
  email: string;
  name: string;
  user_type: UserType;
  password_hash: string;
}

/** Every column a sign-up writes, each set by the route itself from its own fields. */
interface NewUser {
  email: string;
  user_type: UserType;
  name: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  location: string | null;
  website: string | null;
  industry: string | null;
}

interface SignInBody {
  email: string;
  password: string;
  userType?: UserType;
}

interface ProfessionalBody {
  email: string;
  first_name: string;
  last_name?: string | null;
  location?: string | null;
  phone_number?: string | null;
  password: string;
}

interface CompanyBody {
  email: string;
  name?: string | null;
  phone_number?: string | null;
  website?: string | null;
  location?: string | null;
  industry?: string | null;
  password: string;
}

/** The user as the site keeps it: never the hash. */
const publicUser = (row: Pick<UserRow, 'id' | 'email' | 'name' | 'user_type'>) => ({
  id: String(row.id),
  email: row.email,
  name: row.name,
  userType: row.user_type,
});

// Made with today's parameters, so an unknown address costs what a known one does. A failed
// attempt (a full hashing queue) is forgotten, not kept as the answer for every later sign-in.
let decoy: Promise<string> | undefined;
const timingDecoy = () =>
  (decoy ??= hashPassword('timing-decoy').catch((error: unknown) => {
    decoy = undefined;
    throw error;
  }));

const requesterOf = (request: FastifyRequest, reply: FastifyReply): HashRequester => ({
  client: byClient(request),
  hungUp: hangUpSignal(reply),
});

const DUPLICATE = 'An account with this email already exists. Sign in instead, or use another email address.';
const TOO_COMMON = 'This password is one of the most common ones, which are tried first on every account. Choose another.';

export function authRoutes(app: FastifyInstance, db: Db, limits: RouteLimits) {
  const findByEmail = db.prepare('SELECT id, email, name, user_type, password_hash FROM users WHERE email = ?');
  const updateHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const insertUser = db.prepare(
    `INSERT INTO users (email, user_type, name, first_name, last_name, phone_number, location, website, industry, password_hash)
     VALUES (@email, @user_type, @name, @first_name, @last_name, @phone_number, @location, @website, @industry, @password_hash)`,
  );

  async function createUser(user: NewUser, plain: string, requester: HashRequester) {
    if (findByEmail.get(user.email)) return null;
    const row = { ...user, password_hash: await hashPassword(plain, requester) };
    try {
      const result = insertUser.run(row);
      return publicUser({ id: Number(result.lastInsertRowid), email: row.email, name: row.name, user_type: row.user_type });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the UNIQUE index decides.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
      throw error;
    }
  }

  app.post<{ Body: SignInBody }>(
    '/api/signin',
    {
      schema: { body: body({ email, password: existingPassword, userType }, ['email', 'password']) },
      preHandler: limits.signIn,
    },
    async (request, reply) => {
      const requester = requesterOf(request, reply);
      const row = findByEmail.get(request.body.email.trim()) as UserRow | undefined;
      // An unknown address costs a hash too, so timing does not tell which addresses exist.
      const isValid = await verifyPassword(request.body.password, row?.password_hash ?? (await timingDecoy()), requester);
      // The right password with the wrong tab is no guess: it clears the failures like a sign-in.
      limits.signInThrottle.record(requester.client, request.body.email, Boolean(row) && isValid);
      if (!row || !isValid) return fail(reply, 401, 'Invalid email or password.');
      if (needsRehash(row.password_hash)) {
        // The one moment the plain password is known: bring the hash up to today's parameters.
        // A failure here costs the upgrade, not the sign-in.
        try {
          updateHash.run(await hashPassword(request.body.password, requester), row.id);
        } catch (error) {
          request.log.error(error, 'could not rehash a password');
        }
      }
      if (request.body.userType && request.body.userType !== row.user_type) {
        return fail(reply, 401, `This is a ${row.user_type} account. Choose the ${row.user_type === 'company' ? 'Company' : 'Professional'} tab to sign in.`);
      }
      return ok(reply, publicUser(row), 'Signed in successfully.');
    },
  );

  app.post<{ Body: ProfessionalBody }>(
    '/api/signup/professional',
    {
      schema: {
        body: body(
          {
            email,
            first_name: requiredText(100),
            last_name: optionalText(100),
            location: optionalText(120),
            phone_number: optionalText(32),
            password,
          },
          ['email', 'first_name', 'password'],
        ),
      },
      preHandler: limits.signUp,
    },
    async (request, reply) => {
      const b = request.body;
      if (isCommonPassword(b.password)) return fail(reply, 400, TOO_COMMON);
      const address = b.email.trim();
      const user = await createUser(
        {
          email: address,
          user_type: 'professional',
          name: [b.first_name, b.last_name].filter(Boolean).join(' ').trim(),
          first_name: b.first_name,
          last_name: b.last_name ?? null,
          phone_number: b.phone_number ?? null,
          location: b.location ?? null,
          website: null,
          industry: null,
        },
        b.password,
        requesterOf(request, reply),
      );
      return user ? ok(reply, user, 'Account created successfully.', 201) : fail(reply, 409, DUPLICATE);
    },
  );

  app.post<{ Body: CompanyBody }>(
    '/api/signup/company',
    {
      schema: {
        body: body(
          {
            email,
            name: optionalText(160),
            phone_number: optionalText(32),
            website,
            location: optionalText(120),
            industry: optionalText(120),
            password,
          },
          ['email', 'password'],
        ),
      },
      preHandler: limits.signUp,
    },
    async (request, reply) => {
      const b = request.body;
      if (isCommonPassword(b.password)) return fail(reply, 400, TOO_COMMON);
      const address = b.email.trim();
      const user = await createUser(
        {
          email: address,
          user_type: 'company',
          // Without a company name, the local part of the address is shown.
          name: b.name?.trim() || address.split('@')[0] || address,
          first_name: null,
          last_name: null,
          phone_number: b.phone_number ?? null,
          location: b.location ?? null,
          website: b.website ?? null,
          industry: b.industry ?? null,
        },
        b.password,
        requesterOf(request, reply),
      );
      return user ? ok(reply, user, 'Account created successfully.', 201) : fail(reply, 409, DUPLICATE);
    },
  );
}
