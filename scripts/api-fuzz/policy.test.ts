import { describe, expect, it } from 'vitest';
import { acceptedStatuses, isPublic, operationsOf, schemathesisConfig, type OpenApiDocument } from './policy.js';

const envelope = { description: 'error' };
const doc: OpenApiDocument = {
  paths: {
    '/api/auth/login': { post: { responses: { 200: {}, 400: envelope, 401: envelope } } },
    '/api/auth/logout': { post: { security: [{ bearerAuth: [] }], responses: { 200: {}, 401: envelope } } },
    '/api/game/session/{id}': {
      get: { 'x-roles': ['STUDENT'], responses: { 200: {}, 400: envelope, 401: envelope, 403: envelope, 404: envelope } },
      parameters: [],
    },
    '/api/game/problems': { get: { 'x-roles': ['TEACHER', 'PARENT'], responses: { 200: {}, 401: envelope, 403: envelope, 409: envelope, 500: envelope } } },
  },
};
const ops = Object.fromEntries(operationsOf(doc).map((op) => [op.name, op]));

describe('statuses accepted for a request the document calls valid', () => {
  it('lists operations by method and path, skipping path-level keys', () => {
    expect(Object.keys(ops).sort()).toEqual(['GET /api/game/problems', 'GET /api/game/session/{id}', 'POST /api/auth/login', 'POST /api/auth/logout']);
  });

  it('accepts the declared success and business outcomes, never 400, 401 or 5xx', () => {
    expect(acceptedStatuses(ops['GET /api/game/session/{id}']!, 'student')).toEqual(['200', '404']);
    expect(acceptedStatuses(ops['GET /api/game/problems']!, 'teacher')).toEqual(['200', '409']);
  });

  it('tells public operations (no security requirement) from signed-in ones', () => {
    expect(isPublic(ops['POST /api/auth/login']!)).toBe(true);
    expect(isPublic(ops['POST /api/auth/logout']!)).toBe(false);
    expect(acceptedStatuses(ops['POST /api/auth/login']!, null)).toEqual(['200']);
  });

  it('accepts only 403 from a role the operation does not admit', () => {
    expect(acceptedStatuses(ops['GET /api/game/session/{id}']!, 'teacher')).toEqual(['403']);
    expect(acceptedStatuses(ops['GET /api/game/problems']!, 'student')).toEqual(['403']);
  });

  it('accepts 401 only where the session has ended (credential verdicts are excused by code in hooks.py)', () => {
    expect(acceptedStatuses(ops['POST /api/auth/login']!, 'parent')).toEqual(['200']);
    expect(acceptedStatuses(ops['POST /api/auth/logout']!, 'parent')).toEqual(['200', '401']);
  });

  it('writes one section per operation into the schemathesis configuration', () => {
    const toml = schemathesisConfig([ops['GET /api/game/session/{id}']!], 'parent');
    expect(toml).toContain('[[operations]]\ninclude-name = "GET /api/game/session/{id}"\nchecks.positive_data_acceptance.expected-statuses = ["403"]');
  });

  it('binds seeded values to parameters through dictionaries', () => {
    const toml = schemathesisConfig([], 'student', { values: { 'path.id': ['s1', 's2'], 'body.problemId': [] }, probability: 0.5 });
    expect(toml).toContain('[dictionaries.seed0]\nvalues = ["s1", "s2"]');
    expect(toml).toContain('[parameters]\n"path.id" = { dictionary = "seed0", probability = 0.5 }');
    expect(toml).not.toContain('problemId');
  });
});
