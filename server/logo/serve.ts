// A Hono logo route's last step: answerLogo (pipeline/logo/answer.ts) for the gated caller, as a Response.
import type { Context } from 'hono';
import type { LogoQuestion } from '../../pipeline/logo/answer.ts';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { respond } from '../http/respond.ts';
import { logoApiError } from './errors.ts';
import { logoHttpAnswer } from './headers.ts';

/** Who calls and If-None-Match come from the gate and the request; the route says what is asked. */
export async function serveLogo(c: Context<AppEnv>, deps: Deps, question: LogoQuestion): Promise<Response> {
  const caller = c.get('caller');
  let answer;
  try {
    const reply = await deps.logos.answerLogo({ ...question, caller, ifNoneMatch: c.req.header('if-none-match') });
    answer = logoHttpAnswer(reply, caller);
  } catch (error) {
    throw logoApiError(error, deps.logger);
  }
  return respond(c, answer.body as Uint8Array<ArrayBuffer> | null, answer.status, answer.headers);
}
