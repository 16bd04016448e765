// The middleware in front of every form post: a body limit (small unless the form sends a file), then the CSRF check.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { DashboardContext, DashboardEnv } from './context.ts';
import { verifyCsrf } from './csrf.ts';
import { refuseHiddenText } from '../schemas/text.ts';

/** The most a form without a file may send; a form with a file adds this to the file's own limit. */
export const MAX_FORM_BYTES = 16 * 1024;

export interface FormPostOptions {
  /** The largest body taken (MAX_FORM_BYTES by default). */
  maxBytes?: number;
  /** The answer to a larger body, instead of a plain 413 (the CSRF token is not read then, so it must change nothing). */
  onTooLarge?: (c: Context<DashboardEnv>) => Response | Promise<Response>;
}

export const formPost = (ctx: DashboardContext, options: FormPostOptions = {}): MiddlewareHandler<DashboardEnv> => {
  const maxSize = options.maxBytes ?? MAX_FORM_BYTES;
  const limit = bodyLimit({
    maxSize,
    onError:
      options.onTooLarge ??
      (() => {
        throw new HTTPException(413, { message: `a form may have at most ${maxSize} bytes` });
      }),
  });
  const csrf = verifyCsrf(ctx.deps.sessionSecret, ctx.deps.config.publicUrl);
  return function formPost(c, next) {
    return limit(c, async () => {
      await csrf(c, next);
    });
  };
};

/** A form field as a string; a missing field or an uploaded file reads as empty. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const fields = Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  // A password is never shown or stored as typed, so it may hold any character.
  refuseHiddenText(Object.fromEntries(Object.entries(fields).filter(([name]) => !name.includes('password'))));
  return fields;
}
