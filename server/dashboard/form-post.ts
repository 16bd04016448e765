// The middleware in front of every form post: a small body limit, then the CSRF check.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { DashboardContext, DashboardEnv } from './context.ts';
import { verifyCsrf } from './csrf.ts';

const MAX_FORM_BYTES = 16 * 1024;

export const formPost = (ctx: DashboardContext): MiddlewareHandler<DashboardEnv> => {
  const limit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: () => {
      throw new HTTPException(413, { message: `a form may have at most ${MAX_FORM_BYTES} bytes` });
    },
  });
  const csrf = verifyCsrf(ctx.deps.sessionSecret);
  return function formPost(c, next) {
    return limit(c, async () => {
      await csrf(c, next);
    });
  };
};

/** A form field as a string; a missing field or an uploaded file reads as empty. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
