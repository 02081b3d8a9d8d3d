import type { FastifyInstance } from 'fastify';
import { answer, MAX_QUERY_LENGTH } from '../chat/assistant.ts';

/** The chatbot endpoint the chat widget calls: GET /chat?query=… → { response }. */
export function chatRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { query: string } }>(
    '/chat',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['query'],
          properties: { query: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH, pattern: '\\S' } },
        },
      },
    },
    async (request) => ({ response: answer(request.query.query) }),
  );
}
