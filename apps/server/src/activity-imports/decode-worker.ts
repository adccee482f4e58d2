/**
 * Reads activity files off the main thread (activity-decoder.ts): Garmin's decoder is most of
 * an import's time, and on the main thread it also competes with the embedded database.
 */
import { parentPort } from 'node:worker_threads';
import { ActivityFileError } from './activity';
import { readActivityFile } from './activity-files';
import type { DecodeReply, DecodeRequest } from './activity-decoder';
import { packStreams } from './stream-transfer';

parentPort?.on('message', (request: DecodeRequest) => {
  let reply: DecodeReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const packed = packStreams(readActivityFile(request.fileName, request.bytes));
    transfer = packed.transfer;
    reply = { id: request.id, result: packed.result };
  } catch (error) {
    reply =
      error instanceof ActivityFileError
        ? { id: request.id, fileError: error.message }
        : { id: request.id, crash: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply, transfer);
});
