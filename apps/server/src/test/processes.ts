import type { ChildProcess } from 'node:child_process';

/** Ends portal processes a test started (SIGTERM) and waits until each has exited. */
export function stopProcesses(servers: ChildProcess[]): Promise<void[]> {
  return Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) =>
          s.exitCode !== null ? resolve() : (s.once('exit', () => resolve()), s.kill('SIGTERM')),
        ),
    ),
  );
}
