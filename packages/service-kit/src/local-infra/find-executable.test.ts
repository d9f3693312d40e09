import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findExecutable } from './find-executable.mjs';

describe('findExecutable', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-executable-'));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (folder: string, name: string, mode: number) => {
    mkdirSync(join(dir, folder), { recursive: true });
    const path = join(dir, folder, name);
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, mode);
    return path;
  };

  it('returns the first executable of that name on PATH, skipping files that are not executable', () => {
    file('a', 'mq-tool', 0o644);
    const wanted = file('b', 'mq-tool', 0o755);
    file('c', 'mq-tool', 0o755);
    vi.stubEnv('PATH', ['', join(dir, 'a'), join(dir, 'b'), join(dir, 'c')].join(delimiter));
    expect(findExecutable('mq-tool')).toBe(wanted);
  });

  it('returns null when no folder holds it, and never a folder of that name', () => {
    mkdirSync(join(dir, 'a', 'mq-tool'), { recursive: true });
    vi.stubEnv('PATH', join(dir, 'a'));
    expect(findExecutable('mq-tool')).toBeNull();
  });
});
