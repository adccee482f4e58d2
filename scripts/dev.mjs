#!/usr/bin/env node
// `npm run dev`: the API with restart-on-change and Vite with hot reload (it proxies the API).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tricoach/server'], {
    stdio: 'inherit',
    // Users open Vite's port; links the server writes (password reset) must point there.
    env: {
      PUBLIC_URL: 'http://localhost:5173',
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@tricoach/web'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop('SIGTERM')));
