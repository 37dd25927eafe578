// `npm run dev`: the server from source with reload on change, and Vite's dev server with its proxy.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts', 'apps/web'], {
    stdio: 'inherit',
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && code !== 130 && stop('SIGTERM'));
