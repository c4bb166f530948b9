// Types of processes.mjs, for the TypeScript tests that start server processes with it.
import type { ChildProcess } from 'node:child_process';

/** A port the kernel just handed out on loopback. */
export function freePort(): Promise<number>;
/** Whether `child` exits within `ms` (true at once if it already has). */
export function exited(child: ChildProcess, ms: number): Promise<boolean>;
