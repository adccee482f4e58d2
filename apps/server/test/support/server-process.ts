import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_NOW } from './test-clock';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The V8 flags `npm run serve` and `npm start` give the server (docs/scaling.md, "Memory"): a
 * young generation of 2 MB semi-spaces and an old generation that grows 20 % past what survived
 * its last collection. Keep them equal to the package scripts'.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20'];

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server as a separate process, as `npm start` runs it (with `preload` modules imported first). */
export async function startServerProcess(
  env: Record<string, string>,
  preload: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, ...imports, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TEST_CLOCK_START_AT: TEST_NOW,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${output}`);
}

/** Stops the servers that are running as a deploy stops them (SIGTERM), and waits until they have exited. */
export async function stopServers(...servers: (ServerProcess | undefined)[]): Promise<void> {
  for (const server of servers) {
    if (!server) continue;
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
