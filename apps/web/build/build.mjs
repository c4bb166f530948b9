#!/usr/bin/env node
// `npm run build -w apps/web`: the browser's build (dist) and the server-rendering build (dist-ssr) side by side.
// Neither reads the other's output and each keeps about one core busy, so on two cores both take about as long as
// the browser's alone. Both run in production mode (vite.config.ts says why). `npm start` takes
// dist-ssr/entry-server.js as the mark of a whole build, so a failed build removes it: the next start builds again.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(fileURLToPath(new URL('..', import.meta.url)));

function viteBuild(args) {
  return new Promise((done) => {
    // npx finds the workspace's vite as the npm script did (node_modules/.bin, here or at the root)
    const child = spawn('npx', ['vite', 'build', ...args], {
      cwd: web,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all([viteBuild([]), viteBuild(['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'])]);
if (codes.some((code) => code !== 0)) {
  rmSync(join(web, 'dist-ssr/entry-server.js'), { force: true });
  process.exit(1);
}
