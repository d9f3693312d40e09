/** A classroom's roster, secrets and sign-in code, for its teacher (docs/adr/0200; routes under /api/auth). */
import {
  ErrorEnvelopeSchema,
  ResetSecretResponseSchema,
  RosterConfirmRequestSchema,
  RosterConfirmResponseSchema,
  RosterParamsSchema,
  RosterPreviewRequestSchema,
  RosterPreviewResponseSchema,
  RosterResponseSchema,
  RosterStudentParamsSchema,
  SignInCodeRequestSchema,
  SignInCodeResponseSchema,
} from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { AuthRouteOptions } from '../use-cases/context.js';
import { confirmRoster } from '../use-cases/roster/confirm-roster.js';
import { previewRoster } from '../use-cases/roster/preview-roster.js';
import { readRoster } from '../use-cases/roster/read-roster.js';
import { resetSecret } from '../use-cases/roster/reset-secret.js';
import { setSignInCode } from '../use-cases/roster/set-sign-in-code.js';

const E = ErrorEnvelopeSchema;
const errors = { 400: E, 401: E, 403: E, 404: E };

export default async function rosterRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  const teachers = app.requireRole('TEACHER', 'Only teachers can manage a class roster');
  const tags = ['roster'];

  app.get(
    '/classrooms/:id/roster',
    { preHandler: teachers, schema: { tags, summary: "The classroom's student accounts with their secrets (for the login cards) and its sign-in code", params: RosterParamsSchema, response: { 200: RosterResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await readRoster(ctx, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/classrooms/:id/roster/preview',
    {
      preHandler: teachers,
      schema: { tags, summary: 'Check a pasted list or a CSV file (base64 of its bytes): every row with its problems; creates nothing', params: RosterParamsSchema, body: RosterPreviewRequestSchema, response: { 200: RosterPreviewResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await previewRoster(ctx, currentUser(request).id, request.params.id, request.body.csvBase64) }),
  );

  app.post(
    '/classrooms/:id/roster',
    {
      preHandler: teachers,
      schema: { tags, summary: 'Create or update student accounts (keyed by classroom and row identity: sending a list again never duplicates)', params: RosterParamsSchema, body: RosterConfirmRequestSchema, response: { 200: RosterConfirmResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await confirmRoster(ctx, currentUser(request).id, request.params.id, request.body.students) }),
  );

  app.post(
    '/classrooms/:id/roster/:studentId/secret',
    { preHandler: teachers, schema: { tags, summary: "A new secret for a student (the old one stops working, the student's sessions end)", params: RosterStudentParamsSchema, response: { 200: ResetSecretResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await resetSecret(ctx, currentUser(request).id, request.params.id, request.params.studentId) }),
  );

  app.post(
    '/classrooms/:id/sign-in-code',
    {
      preHandler: teachers,
      schema: { tags, summary: "Turn the class's sign-in code on or off, or renew it", params: RosterParamsSchema, body: SignInCodeRequestSchema, response: { 200: SignInCodeResponseSchema, ...errors, 409: E } },
    },
    async (request) => ({ success: true as const, data: await setSignInCode(ctx, currentUser(request).id, request.params.id, request.body.action) }),
  );
}
