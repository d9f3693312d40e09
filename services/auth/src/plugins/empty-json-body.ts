import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An empty JSON body (POST /logout from clients that always send the header) is "no body";
 * everything else goes through Fastify's safe parser (prototype-poisoning protection).
 */
export default fp(
  async function emptyJsonBody(app: FastifyInstance) {
    const jsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      return jsonParser(request, body as string, done);
    });
  },
  { name: 'empty-json-body' },
);
