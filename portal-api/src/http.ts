import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { QueueFull } from './security/semaphore.ts';

/** Every answer of the API has this shape (the site reads success, message, data). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}

export const ok = <T>(reply: FastifyReply, data: T, message = 'OK', status = 200) =>
  reply.code(status).send({ success: true, message, data } satisfies Envelope<T>);

export const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ success: false, message } satisfies Envelope);

/**
 * A refusal by a limit (security/): a 429 for too much from one client, a 503 for too much from
 * everyone. Its message is written for the visitor and sent as is, with Retry-After when it is
 * known when to come back.
 */
export class Refused extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The reason a request's hangUpSignal gives: its client has closed the connection. */
class HungUp extends Error {}

/**
 * Aborts, with HungUp, when the client closes the connection before its answer is sent (or
 * connectionTimeout closes it): work only that answer needed can stop.
 */
export function hangUpSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new HungUp('The client has hung up.'));
  });
  return controller.signal;
}

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  first_name: 'First name',
  last_name: 'Last name',
  name: 'Company name',
  phone_number: 'Phone number',
  location: 'Location',
  website: 'Website',
  industry: 'Industry',
  inquiry_type: 'Inquiry type',
  message: 'Message',
  userType: 'Account type',
  query: 'Question',
};

/** An unknown field's name as the message repeats it: short, and without control characters. */
const fieldName = (name: unknown) => {
  const text = String(name).replace(/[\p{Cc}\p{Cf}]/gu, '');
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** 'string' reads as text; a type list (['string', 'null'] for optional fields) names its first non-null type. */
const typeName = (type: unknown) => {
  const types = (Array.isArray(type) ? type : String(type).split(',')).map(String).filter((t) => t !== 'null');
  const [first = 'object'] = types;
  if (first === 'string') return 'text';
  if (first === 'integer') return 'a whole number';
  return `${/^[aeiou]/.test(first) ? 'an' : 'a'} ${first}`;
};

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns a schema violation into one sentence a visitor understands. */
function describeValidationError(issue: AjvIssue): string {
  const field =
    issue.keyword === 'required' ? String(issue.params.missingProperty) : issue.instancePath.replace(/^\//, '');
  const label = FIELD_LABELS[field] ?? (field || 'The request');
  switch (issue.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'pattern':
      if (field === 'website') return 'Website must be a web address starting with http:// or https://.';
      // The password pattern asks for one non-space character; a long enough password of spaces fails only that.
      if (field === 'password') return 'Password must contain at least one character that is not a space.';
      return `${label} is required.`;
    case 'format':
      return field === 'email' ? 'Please enter a valid email address.' : `${label} is not valid.`;
    case 'minLength':
      return Number(issue.params.limit) > 1
        ? `${label} must be at least ${String(issue.params.limit)} characters.`
        : `${label} is required.`;
    case 'maxLength':
      return `${label} must be at most ${String(issue.params.limit)} characters.`;
    case 'enum':
      return `${label} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`;
    case 'type':
      return field ? `${label} must be ${typeName(issue.params.type)}.` : 'The request body must be a JSON object.';
    case 'additionalProperties':
      return `Unknown field: ${fieldName(issue.params.additionalProperty)}.`;
    default:
      return `${label} is not valid.`;
  }
}

/**
 * Refusals of the hashing queue, logged as one line at most every 10 s with their counts: a flood
 * is thousands a second, and a line each would fill the log for the flooder.
 */
function hashRefusalLog(everyMs = 10_000) {
  const counts = { overShare: 0, queueFull: 0 };
  let since = 0;
  return {
    count(isOwnShare: boolean, log: FastifyBaseLogger) {
      counts[isOwnShare ? 'overShare' : 'queueFull'] += 1;
      const now = Date.now();
      if (now - since < everyMs) return;
      log.warn(`password hashing: ${counts.overShare} requests over their client's share and ${counts.queueFull} with the queue full refused since the last such line`);
      [counts.overShare, counts.queueFull, since] = [0, 0, now];
    },
  };
}

/** Clear messages for bad requests, and nothing of the server's insides for the rest. */
export function installErrorHandling(app: FastifyInstance) {
  const hashRefusals = hashRefusalLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Refused) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return fail(reply, error.statusCode, error.message);
    }
    // Nobody is there to read it: answered only so the request ends, and not logged as a failure.
    if (error instanceof HungUp) return fail(reply, 503, error.message);
    // More password hashes waiting than the server will queue (security/password.ts): this
    // client's share of the queue (a 429), or the whole queue (503).
    if (error instanceof QueueFull) {
      hashRefusals.count(error.isOwnShare, request.log);
      reply.header('retry-after', 5);
      return error.isOwnShare
        ? fail(reply, 429, 'Too many sign-in attempts at once. Please wait 5 seconds and try again.')
        : fail(reply, 503, 'The server is busy. Please try again in a few seconds.');
    }
    if (error.validation?.[0]) return fail(reply, 400, describeValidationError(error.validation[0] as AjvIssue));
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return fail(reply, 413, 'The request is too large.');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return fail(reply, 415, 'Send the request as JSON (Content-Type: application/json).');
    }
    if (error.code?.startsWith('FST_ERR_CTP')) {
      return fail(reply, error.statusCode ?? 400, 'The request body is not valid JSON.');
    }
    // Other client errors (e.g. a media path the static files refuse with 403) say nothing about the body.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return fail(reply, error.statusCode, error.statusCode === 404 ? 'Not found.' : 'The request could not be processed.');
    }
    request.log.error(error);
    return fail(reply, 500, 'Something went wrong on our side. Please try again.');
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, 'Not found.'));
}

/** Errors Fastify answers before routing (a malformed percent-encoding in the address): the same envelope. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  fail(reply, error.statusCode ?? 400, 'The address of the request is not valid.');

const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Requests Node cannot parse (a NUL byte or a space in the address, a bad header, headers over
 * 16 KiB, a request that took longer than requestTimeout): the envelope as a raw answer, then the
 * connection is closed. The same as Fastify's own handler otherwise, which answered in its own shape.
 */
export function clientErrors(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message } satisfies Envelope);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
