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
  return answerEarlyRequests(createServer(options, handler));
}

/**
 * Makes a server that mounts the API (ours, or Vite's and the test runner's, which the project
 * does not create) give Node's early answers the API's way: a missing Host goes on to the
 * handler, which refuses it in the error envelope with CORS; unparsable requests, timeouts and
 * unknown expectations are answered by client-error.ts.
 */
export function answerEarlyRequests(server: Server): Server {
  // Node reads it from the server on every request (undeclared in @types/node), so it can be
  // turned off after the server was created.
  (server as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  answerUnparsableRequests(server);
  answerUnknownExpectations(server);
  return server;
}
