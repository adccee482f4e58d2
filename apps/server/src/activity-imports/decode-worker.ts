/**
 * Reads activity files off the main thread (activity-decoder.ts): Garmin's decoder is most of
 * an import's time, and on the main thread it also competes with the embedded database. Each
 * file's time series are scored and compressed here too, so only the result crosses over.
 */
import { parentPort } from 'node:worker_threads';
import { ActivityFileError } from './activity';
import { readScoredActivityFile } from './activity-files';
import type { DecodeReply, DecodeRequest } from './activity-decoder';

parentPort?.on('message', (request: DecodeRequest) => {
  let reply: DecodeReply;
  try {
    reply = {
      id: request.id,
      result: readScoredActivityFile(request.fileName, request.bytes, request.athlete),
    };
  } catch (error) {
    reply =
      error instanceof ActivityFileError
        ? { id: request.id, fileError: error.message }
        : { id: request.id, crash: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
