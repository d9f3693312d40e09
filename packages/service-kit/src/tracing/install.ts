import type { FastifyInstance } from 'fastify';
import { installHttpTracing } from './http.js';
import { flushTracing, startTracing } from './provider.js';

/**
 * A process's tracing as its app is built (createService, the gateway): the provider is
 * registered the first time when the environment turns tracing on (docs/operators.md, Traces),
 * then the app gets its server spans and flushes the buffered spans when it closes. With tracing
 * off, nothing is installed.
 */
export function installTracing(app: FastifyInstance, service: string): void {
  if (!startTracing({ service })) return;
  installHttpTracing(app, service);
  app.addHook('onClose', () => flushTracing());
}
