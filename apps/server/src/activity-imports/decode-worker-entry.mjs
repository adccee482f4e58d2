// The worker's entry in plain JavaScript: Node 20 does not apply the `--import tsx` loader to a
// worker's own entry file, so the worker registers tsx itself, then loads its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./decode-worker.ts');
