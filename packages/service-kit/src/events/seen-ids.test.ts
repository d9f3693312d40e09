import { describe, expect, it } from 'vitest';
import { compactId, utcDay } from './seen-ids.js';

describe('compactId', () => {
  const id = '0b8b5f0e-3a53-5b9c-8f1e-2d4c6a7b8c9d';
  it('is the UUID in 22 base64url characters, lossless and case-blind; other ids stay as they are', () => {
    expect(compactId(id)).toHaveLength(22);
    expect(compactId(id.toUpperCase())).toBe(compactId(id));
    expect(compactId('6196703a-c9fa-5af7-9ea2-8c6c2648051b')).not.toBe(compactId(id));
    expect(Buffer.from(compactId(id), 'base64url').toString('hex')).toBe(id.replace(/-/g, ''));
    expect(compactId('not-a-uuid')).toBe('not-a-uuid');
  });
});

describe('utcDay', () => {
  it('is the UTC calendar day, whatever the local zone', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-26T00:00:00-05:00'))).toBe('2026-11-26');
  });
});
