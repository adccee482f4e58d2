import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_V8_FLAGS } from '../../src/v8-flags';
import { buildServerBundle, SERVER_BUNDLE } from '../../scripts/build-server';
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

export { SERVER_V8_FLAGS };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let bundleBuilt: Promise<void> | undefined;

/**
 * The real server as a separate process, as `npm start` runs it: its bundle, built once per test
 * process from the current sources. With `preload` modules (imported first, TypeScript) it runs
 * the sources under tsx instead.
 */
export async function startServerProcess(
  env: Record<string, string>,
  preload: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  let command: string[];
  if (preload.length === 0) {
    await (bundleBuilt ??= buildServerBundle());
    command = [...SERVER_V8_FLAGS, SERVER_BUNDLE];
  } else {
    const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
    command = [...SERVER_V8_FLAGS, ...imports, 'src/main.ts'];
  }
  const child = spawn(process.execPath, command, {
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
