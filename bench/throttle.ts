/**
 * A throttling TCP proxy: a slow mobile link between the browser and the bench's servers, at the
 * level of connections, so what a slow phone pays for each round trip is paid where it happens:
 *
 * - a new connection costs one round trip before its first byte can leave (TCP's handshake; the
 *   servers are plain HTTP, so no TLS round trips are added, and no DNS look-up);
 * - every byte crosses the link one way in RTT/2, so a request and its answer cost one RTT;
 * - the bytes of all connections share one downlink and one uplink of fixed throughput
 *   (serialised in order, in pieces of at most 4 KiB, so parallel answers share the link).
 *
 * Not modelled: TCP slow start, packet loss, DNS. Every proxied origin (the pages' and the API's)
 * shares the same two links, as on one phone. A `<link rel="preconnect">` pays off here as on a
 * real phone (the handshake is done before the request), which a per-request latency (DevTools'
 * emulation) would not show.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface LinkProfile {
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

/**
 * Lighthouse's "Slow 4G" (lighthouse/core/config/constants.js, `throttling.mobileSlow4G`): 150 ms
 * RTT, 1.6 Mbps down (1638.4 kbit/s), 750 kbit/s up; its CPU slowdown, ×4, is set in the browser.
 */
export const SLOW_4G: LinkProfile = { rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750 };

const PIECE = 4096;

/** One direction of the link: pieces leave one after another at its throughput. */
class Link {
  #freeAt = 0;
  constructor(private readonly kbps: number) {}

  /** When a piece of `bytes` handed over now has fully left (ms, performance.now()). */
  reserve(bytes: number): number {
    const start = Math.max(performance.now(), this.#freeAt);
    this.#freeAt = start + (bytes * 8) / this.kbps;
    return this.#freeAt;
  }
}

/** One direction of one connection: pieces delivered in order, each at its due time. */
class Pipe {
  #queue: { at: number; data: Buffer | null }[] = [];
  #timer: NodeJS.Timeout | undefined;
  #ready: number;

  constructor(
    private readonly link: Link,
    private readonly oneWayMs: number,
    private readonly to: Socket,
    /** No byte leaves before this (the connection's handshake). */
    readyAt: number,
  ) {
    this.#ready = readyAt;
  }

  push(data: Buffer | null): void {
    const wait = this.#ready - performance.now();
    if (wait > 0) {
      // Handed to the link only once the handshake is done, so it holds no one else's bytes meanwhile.
      setTimeout(() => this.push(data), wait);
      return;
    }
    if (data === null) {
      const last = this.#queue.at(-1)?.at ?? 0;
      this.#queue.push({ at: Math.max(last, performance.now() + this.oneWayMs), data: null });
    } else {
      for (let offset = 0; offset < data.length; offset += PIECE) {
        const piece = data.subarray(offset, offset + PIECE);
        this.#queue.push({ at: this.link.reserve(piece.length) + this.oneWayMs, data: piece });
      }
    }
    this.#pump();
  }

  #pump(): void {
    if (this.#timer) return;
    const next = this.#queue[0];
    if (!next) return;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        const now = performance.now();
        while (this.#queue.length && this.#queue[0]!.at <= now + 0.5) {
          const { data } = this.#queue.shift()!;
          if (this.to.destroyed) return;
          if (data === null) this.to.end();
          else this.to.write(data);
        }
        this.#pump();
      },
      Math.max(0, next.at - performance.now()),
    );
  }
}

export interface ThrottledOrigin {
  /** `http://127.0.0.1:<proxy port>`: the origin the browser is given. */
  origin: string;
  close(): Promise<void>;
}

/** The two links of one phone, shared by every proxy made from it. */
export class Phone {
  readonly down: Link;
  readonly up: Link;
  constructor(readonly profile: LinkProfile) {
    this.down = new Link(profile.downKbps);
    this.up = new Link(profile.upKbps);
  }

  /** A proxy to `target` (`http://127.0.0.1:<port>`) through this phone's link. */
  async proxy(target: string): Promise<ThrottledOrigin> {
    const { hostname, port } = new URL(target);
    const half = this.profile.rttMs / 2;
    const sockets = new Set<Socket>();
    const server: Server = createServer({ allowHalfOpen: true }, (client) => {
      const openedAt = performance.now();
      const upstream = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
      sockets.add(client).add(upstream);
      client.setNoDelay(true);
      upstream.setNoDelay(true);
      // The client's first byte leaves once the handshake's round trip is done.
      const toServer = new Pipe(this.up, half, upstream, openedAt + this.profile.rttMs);
      const toClient = new Pipe(this.down, half, client, 0);
      client.on('data', (data) => toServer.push(data));
      client.on('end', () => toServer.push(null));
      upstream.on('data', (data) => toClient.push(data));
      upstream.on('end', () => toClient.push(null));
      // Ends travel the link behind the data (above); a reset or a closed browser side ends both.
      const done = (): void => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', done).on('close', done);
      upstream.on('error', done);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no port');
    return {
      origin: `http://127.0.0.1:${address.port}`,
      close: () =>
        new Promise<void>((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        }),
    };
  }
}
