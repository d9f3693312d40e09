import { describe, expect, it } from 'vitest';
import { derivedId } from './derived-id.js';

/**
 * Known ids of the game's and engagement's namespaces, pinned: they are stored de-duplication
 * keys, so they must come out byte for byte.
 */
const KNOWN = [
  ['game', '3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f1a7b:answer', '6196703a-c9fa-5af7-9ea2-8c6c2648051a'],
  ['game', '3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f1a7b:level', '09073d38-a845-5508-b205-052f1b0c32b2'],
  ['game', '3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f1a7b:progress', 'd7e3d69a-9b74-5fe7-9d41-01ee2ec5fa1b'],
  ['game', 'a1b2c3d4-0000-4000-8000-000000000001:started', '19890741-0553-5a7b-acb2-656310f0c0be'],
  ['game', 'a1b2c3d4-0000-4000-8000-000000000001:ended', 'a256439f-7a3e-51d0-8988-83880d58cbce'],
  ['game', '', 'f628cdcf-4908-5714-8cd4-41bb93a54e15'],
  ['game', 'é:ünïcode', 'c65681ef-c6d7-5a2b-a6ff-a875fa581a28'],
  ['engagement', '5e0c7d2a-1b3f-5a9e-8c4d-7f6e2b1a0c9d:wallet', '58df6607-6b26-557e-b54e-448f6eb4b93b'],
  ['engagement', '0b9e6a4f-7c21-4d8e-9f30-1a2b3c4d5e6f:wallet', 'fa9e5c87-18c0-5876-9a4e-702497713010'],
  ['engagement', '', '6a60fbbb-c9d9-5dcf-87a2-bcf5c5545ec1'],
] as const;

describe('derivedId', () => {
  it.each(KNOWN)('%s %j gives the id it always gave', (namespace, name, id) => {
    expect(derivedId(namespace, name)).toBe(id);
  });

  it('is a version-5 layout UUID with the RFC 4122 variant, and the namespace separates equal names', () => {
    const id = derivedId('game', 'x:answer');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedId('engagement', 'x:answer')).not.toBe(id);
    expect(derivedId('game', 'x:answer')).toBe(id);
  });
});
