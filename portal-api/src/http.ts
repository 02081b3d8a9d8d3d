import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Every answer of the API has this shape (SPEC §7: the site reads success, message, data). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}

export const ok = <T>(reply: FastifyReply, data: T, message = 'OK', status = 200) =>
  reply.code(status).send({ success: true, message, data } satisfies Envelope<T>);

export const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ success: false, message } satisfies Envelope);

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

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns a schema violation into one sentence a visitor understands. */
export function describeValidationError(issue: AjvIssue): string {
  const field =
    issue.keyword === 'required' ? String(issue.params.missingProperty) : issue.instancePath.replace(/^\//, '');
  const label = FIELD_LABELS[field] ?? (field || 'The request');
  switch (issue.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'pattern':
      return field === 'website' ? 'Website must be a web address starting with http:// or https://.' : `${label} is required.`;
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
      return field ? `${label} must be ${issue.params.type === 'string' ? 'text' : String(issue.params.type)}.` : 'The request body must be a JSON object.';
    case 'additionalProperties':
      return `Unknown field: ${String(issue.params.additionalProperty)}.`;
    default:
      return `${label} is not valid.`;
  }
}

/** Clear messages for bad requests, and nothing of the server's insides for the rest. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
