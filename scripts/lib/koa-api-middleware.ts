/**
 * Mounts the reference API in a Koa app (the dev server of @web/test-runner). Requests the API
 * does not own fall through to the rest of the app.
 */
import type { Middleware } from 'koa';
import { createApiHandler } from '../../server/handler.js';

type ApiHandlerOptions = Parameters<typeof createApiHandler>[0];

export function koaApiMiddleware(options?: ApiHandlerOptions): Middleware {
  const handle = createApiHandler(options);
  return async (ctx, next) => {
    let passedOn = false;
    await new Promise<void>((resolve) => {
      ctx.res.once('close', () => resolve());
      handle(ctx.req, ctx.res, () => {
        passedOn = true;
        resolve();
      });
    });
    if (passedOn) return next();
    // The handler wrote the response itself; Koa must not touch it again.
    ctx.respond = false;
  };
}
