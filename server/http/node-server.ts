/**
 * The Node HTTP server of `npm run api` (and of tests that need one): the handler, plus the early
 * answers Node would otherwise give on its own (see client-error.ts).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { answerUnknownExpectations, answerUnparsableRequests } from './client-error.js';

export interface ApiServerOptions {
  /** Node's default is 60 s; tests shorten it. */
  headersTimeout?: number;
  /** Node's default is 300 s. */
  requestTimeout?: number;
  /** How often Node checks the two timeouts above; its default is 30 s. */
  connectionsCheckingInterval?: number;
}

export function createApiServer(handler: RequestListener, options: ApiServerOptions = {}): Server {
  const server = createServer(
    {
      // The handler refuses a missing or repeated Host itself, in the error envelope with CORS.
      requireHostHeader: false,
      ...options,
    },
    handler,
  );
  answerUnparsableRequests(server);
  answerUnknownExpectations(server);
  return server;
}
