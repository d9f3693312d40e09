// One way for the test runner's stages to run a child process on this terminal.
import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio, passing Ctrl-C and SIGTERM on to it; resolves with how it ended. */
export function runChild(cmd, args, { cwd, env }) {
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      res({ code, signal });
    });
  });
}
