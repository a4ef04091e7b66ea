#!/usr/bin/env node
// `npm run dev`: the API in watch mode (port 3000) and Vite with hot reload (port 5173, proxying /api),
// and the booking widget's Vite (port 5174, reached through 5173's /book proxy).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npm', ['run', 'dev', '-w', '@atelier/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@atelier/web', '--', '--host', '127.0.0.1', '--port', '5173'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev:book', '-w', '@atelier/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
console.log('\n  Atelier dev: http://127.0.0.1:5173 (API on http://127.0.0.1:3000, booking widget at /book/{slug})\n');
