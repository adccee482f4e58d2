// The worker's entry when its bundled script cannot be made (activity-decoder.ts, workerScript):
// Node 20 does not apply the `--import tsx` loader to a worker's own entry file, so the worker
// registers tsx itself (its loader then runs in one more thread), then loads its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./decode-worker.ts');
