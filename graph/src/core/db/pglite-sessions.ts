import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** What the server needs of PGlite (structural: the package's ESM and CommonJS typings are distinct classes). */
type Session = Pick<PGlite, 'runExclusive' | 'execProtocolRawStream' | 'isInTransaction'>;

/**
 * The embedded database's socket server: PGlite is ONE PostgreSQL session, and every connection of the ORM's pool
 * (and of the worker's) is served from it. pglite-socket's own server took turns message by message and kept a turn
 * only inside an explicit transaction block, so two connections' extended-protocol messages interleaved: one
 * connection's Parse could land between another's Parse and Bind, and a second PREPARE of a named statement
 * collided (42P05), after which every walk-in failed (issue 36).
 *
 * Here a connection holds the session from its first message until the session answers it ReadyForQuery with the
 * status idle ('I'): a whole Parse/Bind/Execute/Sync exchange, a COPY, or a transaction runs alone; other
 * connections' messages wait in arrival order. A connection that goes away while it holds the session is closed for
 * it (Sync, then ROLLBACK when a transaction was left open), and the prepared statements it named are deallocated so
 * the next connection may use those names. Prepared statement names must still differ between connections that
 * are open at once (they share the session): executeStatement gives each connection names of its own.
 */
export class PgliteSessionServer {
  private readonly server: net.Server;
  private readonly conns = new Set<Conn>();
  /** Every socket open, a refused one still closing included: close() ends them all. */
  private readonly sockets = new Set<net.Socket>();
  /** Messages in arrival order; `null` message: the connection's clean-up after it closed. */
  private readonly queue: { conn: Conn; msg: Uint8Array | null }[] = [];
  private owner: Conn | null = null;
  private pumping = false;
  /** Set by close(): nothing more is run on the session (the database is about to close under it). */
  private closing = false;

  constructor(
    private readonly db: Session,
    private readonly maxConnections: number,
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve((this.server.address() as net.AddressInfo).port));
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    this.queue.length = 0;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    // Whatever was running finishes before the database is closed.
    while (this.pumping) await new Promise((r) => setTimeout(r, 5));
  }

  private accept(socket: net.Socket) {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.setNoDelay(true);
    if (this.conns.size >= this.maxConnections) {
      socket.end(errorResponse('53300', `sorry, too many clients already (the embedded database takes ${this.maxConnections})`));
      return;
    }
    const conn: Conn = { socket, buffer: Buffer.alloc(0), started: false, open: true, statements: new Set() };
    this.conns.add(conn);
    socket.on('data', (data) => this.receive(conn, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.closed(conn));
  }

  private receive(conn: Conn, data: Buffer) {
    conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, data]) : data;
    for (;;) {
      const b = conn.buffer;
      if (!conn.started) {
        if (b.length < 8) break;
        const len = b.readInt32BE(0);
        if (b.length < len) break;
        const code = b.readInt32BE(4);
        conn.buffer = b.subarray(len);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          conn.socket.write('N'); // no encryption on a loopback socket; the client goes on in the clear
          continue;
        }
        if (code === CANCEL_REQUEST) {
          conn.socket.end(); // not supported: a cancel connection carries nothing else
          return;
        }
        conn.started = true;
        this.queue.push({ conn, msg: new Uint8Array(b.subarray(0, len)) });
        continue;
      }
      if (b.length < 5) break;
      const len = 1 + b.readInt32BE(1);
      if (b.length < len) break;
      const msg = new Uint8Array(b.subarray(0, len));
      conn.buffer = b.subarray(len);
      this.note(conn, msg);
      if (msg[0] === TERMINATE) {
        conn.socket.end();
        return;
      }
      this.queue.push({ conn, msg });
    }
    void this.pump();
  }

  /** The names of the statements a connection prepares, deallocated when it goes away. */
  private note(conn: Conn, msg: Uint8Array) {
    if (msg[0] === PARSE) {
      const name = cstring(msg, 5);
      if (name) conn.statements.add(name);
    } else if (msg[0] === CLOSE && msg[5] === 0x53 /* 'S' */) {
      conn.statements.delete(cstring(msg, 6));
    }
  }

  private closed(conn: Conn) {
    if (!conn.open) return;
    conn.open = false;
    this.conns.delete(conn);
    // Its waiting messages are dropped; its clean-up runs in its turn (at once when it holds the session).
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].conn === conn) this.queue.splice(i, 1);
    if (this.closing) return;
    if (this.owner === conn || conn.statements.size) this.queue.push({ conn, msg: null });
    void this.pump();
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.closing) {
        // The session's holder goes on alone until it is idle; otherwise the oldest message is next.
        const i = this.owner ? this.queue.findIndex((q) => q.conn === this.owner) : 0;
        if (i < 0 || i >= this.queue.length) break;
        const [{ conn, msg }] = this.queue.splice(i, 1);
        this.owner = conn;
        const idle = msg ? await this.serve(conn, msg) : await this.cleanUp(conn);
        if (idle) this.owner = null;
      }
    } finally {
      this.pumping = false;
    }
  }

  /** One message of a connection; true when the session answered it ready and idle (the turn ends). */
  private async serve(conn: Conn, msg: Uint8Array): Promise<boolean> {
    let tail: Uint8Array = new Uint8Array(0); // the answer's last six bytes (a ReadyForQuery is six)
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(msg, {
          onRawData: (data) => {
            if (conn.open && conn.socket.writable) conn.socket.write(data);
            tail = Buffer.concat([tail, data.subarray(Math.max(0, data.length - 6))]).subarray(-6);
          },
        }),
      );
    } catch {
      // The session failed this message: the connection is unusable; closing it cleans its state up in its turn.
      conn.socket.destroy();
      return false;
    }
    return tail.length === 6 && tail[0] === READY && tail[4] === 5 && tail[5] === IDLE && tail[1] === 0 && tail[2] === 0 && tail[3] === 0;
  }

  /** After a connection went away: end what it left open in the session and free its statement names. */
  private async cleanUp(conn: Conn): Promise<boolean> {
    const run = (msg: Uint8Array) =>
      this.db.runExclusive(() => this.db.execProtocolRawStream(msg, { onRawData: () => undefined })).catch(() => undefined);
    try {
      await run(SYNC_MESSAGE);
      if (this.db.isInTransaction()) await run(query('ROLLBACK'));
      for (const name of conn.statements) await run(query(`DEALLOCATE "${name.replace(/"/g, '""')}"`));
    } catch {
      // The database is closing: nothing left to clean.
    }
    conn.statements.clear();
    return true;
  }
}

interface Conn {
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  open: boolean;
  statements: Set<string>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PARSE = 0x50; // 'P'
const CLOSE = 0x43; // 'C'
const TERMINATE = 0x58; // 'X'
const READY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]);

function cstring(msg: Uint8Array, from: number): string {
  const end = msg.indexOf(0, from);
  return Buffer.from(msg.subarray(from, end < 0 ? msg.length : end)).toString('utf8');
}

/** A simple-protocol Query message. */
function query(sql: string): Uint8Array {
  const text = Buffer.from(sql + '\0', 'utf8');
  const msg = Buffer.alloc(5 + text.length);
  msg[0] = 0x51; // 'Q'
  msg.writeInt32BE(4 + text.length, 1);
  text.copy(msg, 5);
  return new Uint8Array(msg);
}

/** An ErrorResponse with a SQLSTATE and a message, as a server sends before it closes a connection it refuses. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const msg = Buffer.alloc(5 + fields.length);
  msg[0] = 0x45; // 'E'
  msg.writeInt32BE(4 + fields.length, 1);
  fields.copy(msg, 5);
  return msg;
}
