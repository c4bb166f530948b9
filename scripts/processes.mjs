// Process helpers the scripts share (cold-start, bench:web, the compiled-server test, the multi-process suite).
import { createServer } from 'node:net';

/** A port the kernel just handed out on loopback, so runs never collide with a server someone else started. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Whether `child` exits within `ms` (true at once if it already has). */
export function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}
