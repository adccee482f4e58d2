import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite served over PostgreSQL's wire protocol on a local socket, so the embedded database can
 * live in a process of its own and the server reaches it with node-postgres, as it reaches
 * PostgreSQL. (`@electric-sql/pglite-socket` does this too, but pins an older PGlite as a peer,
 * lets two connections' extended-protocol messages interleave on PGlite's one session, and
 * re-copies its whole buffer on every chunk of a large message.)
 *
 * PGlite is one session: a connection holds it from its first message until PostgreSQL says it is
 * idle again (ReadyForQuery "I"), so a transaction or a Parse/Bind/Execute/Sync round is never
 * interleaved with another connection's messages. Named prepared statements are the session's
 * too, so the server keeps one connection open (two would each prepare the same name).
 */
export async function servePgliteOnSocket(
  client: PGlite,
  socketPath: string,
): Promise<{ close(): Promise<void> }> {
  const session = sessionLock();
  const connections = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    serveConnection(client, socket, session);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface SessionLock {
  acquire(owner: object): Promise<void>;
  release(owner: object): void;
  heldBy(owner: object): boolean;
}

function sessionLock(): SessionLock {
  let holder: object | null = null;
  const waiting: Array<() => void> = [];
  return {
    async acquire(owner) {
      while (holder !== null && holder !== owner) await new Promise<void>((resolve) => waiting.push(resolve));
      holder = owner;
    },
    release(owner) {
      if (holder !== owner) return;
      holder = null;
      waiting.shift()?.();
    },
    heldBy: (owner) => holder === owner,
  };
}

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;

function serveConnection(client: PGlite, socket: Socket, session: SessionLock): void {
  const owner = {};
  const reader = messageReader();
  let queue = Promise.resolve();
  let closed = false;

  const giveBack = async () => {
    if (!session.heldBy(owner)) return;
    // A connection gone mid-transaction must not leave the one session inside it.
    if (client.isInTransaction()) await client.exec('ROLLBACK').catch(() => {});
    session.release(owner);
  };
  const end = () => {
    if (closed) return;
    closed = true;
    queue = queue.then(giveBack);
    socket.destroy();
  };

  const handle = async ({ message, typed }: Message) => {
    if (closed) return;
    if (!typed) {
      const code = message.readInt32BE(4);
      if (code === SSL_REQUEST) return void socket.write('N');
      if (code !== PROTOCOL_3) return end(); // a cancel request: PGlite has no backend to signal
    } else if (message[0] === 0x58 /* Terminate */) {
      return end();
    }
    await session.acquire(owner);
    // Prepared statements belong to PGlite's one session, but node-postgres remembers them per
    // connection: a new connection starts with none, so the session forgets the last one's.
    if (!typed) await client.exec('DEALLOCATE ALL');
    // The stream form: `execProtocolRaw` also parses every answer into a result list that raw
    // calls never clear (PGlite 0.5), which grew the process by ~6 MB a second in an import.
    const parts: Buffer[] = [];
    await client.runExclusive(() =>
      client.execProtocolRawStream(message, { onRawData: (bytes) => void parts.push(Buffer.from(bytes)) }),
    );
    const answer = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    if (!closed && answer.length > 0) socket.write(answer);
    if (endsIdle(answer)) session.release(owner);
  };

  socket.setNoDelay(true);
  socket.on('data', (chunk) => {
    // One message at a time, in order; whatever arrives meanwhile waits its turn.
    for (const message of reader.push(chunk)) queue = queue.then(() => handle(message)).catch(end);
  });
  socket.on('error', end);
  socket.on('close', end);
}

/** Whether an answer's last ReadyForQuery says the session is idle (not in a transaction). */
function endsIdle(answer: Uint8Array): boolean {
  let idle = false;
  let offset = 0;
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  while (offset + 5 <= answer.length) {
    const type = answer[offset];
    const length = view.getInt32(offset + 1);
    if (type === 0x5a /* ReadyForQuery */) idle = answer[offset + 5] === 0x49; /* I */
    offset += 1 + length;
  }
  return idle;
}

/**
 * Splits the byte stream into whole messages: before the startup message, untyped frames
 * (length first); after it, a type byte then the length. Chunks are kept in a list and joined
 * once per message, so a large message is not copied again with every chunk.
 */
interface Message {
  message: Buffer;
  /** False for the frames before the startup message (SSL request, startup, cancel request). */
  typed: boolean;
}

function messageReader() {
  let chunks: Buffer[] = [];
  let buffered = 0;
  let typed = false;
  const take = (count: number): Buffer => {
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
    const message = all.subarray(0, count);
    const rest = all.subarray(count);
    chunks = rest.length > 0 ? [rest] : [];
    buffered = rest.length;
    return message;
  };
  const peek = (offset: number, count: number): Buffer => {
    const head = chunks[0]!;
    if (head.length >= offset + count) return head.subarray(offset, offset + count);
    const joined = Buffer.concat(chunks, buffered);
    chunks = [joined];
    return joined.subarray(offset, offset + count);
  };
  return {
    push(chunk: Buffer): Message[] {
      chunks.push(chunk);
      buffered += chunk.length;
      const messages: Message[] = [];
      for (;;) {
        const headerLength = typed ? 5 : 4;
        if (buffered < headerLength) break;
        const length = peek(typed ? 1 : 0, 4).readInt32BE(0) + (typed ? 1 : 0);
        if (buffered < length) break;
        const message = take(length);
        messages.push({ message, typed });
        // After the startup message (not an SSL or cancel request) every message has a type byte.
        if (!typed && message.length >= 8 && message.readInt32BE(4) === PROTOCOL_3) typed = true;
      }
      return messages;
    },
  };
}
