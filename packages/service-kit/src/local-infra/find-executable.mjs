// Plain JavaScript with only node: imports, so that scripts/setup.mjs can use it before
// node_modules exists; TypeScript code imports it with its types from find-executable.d.mts.
import { statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Folders searched after PATH: the sbin folders, which non-root PATHs often lack. */
const SBIN_DIRS = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** The path of an executable named `cmd` on PATH or in the sbin folders, or null. */
export function findExecutable(cmd) {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), ...SBIN_DIRS]) {
    if (!dir) continue;
    const path = join(dir, cmd);
    try {
      const st = statSync(path);
      if (st.isFile() && st.mode & 0o111) return path;
    } catch {
      /* not here */
    }
  }
  return null;
}
