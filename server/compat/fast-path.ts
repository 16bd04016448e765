// The hot path for the peers' URLs: the translation the app kept when it admitted the same URL, then the native hot
// path (server/logo/fast-path.ts, which gates it) on the native target, then the same dressing as the Hono route.
// Anything else goes to the app, which gates a request before it translates it.
import type { FastPath } from '../logo/fast-path.ts';
import { dressAnswer } from './dress.ts';
import type { CompatFront } from './front.ts';
import type { HttpAnswer } from '../http/respond.ts';
import type { Translation } from './translation.ts';

export function withCompat(native: FastPath, front: CompatFront): FastPath {
  return function compatFastPath(request) {
    if (request.url.startsWith('/v1/')) return native(request);
    const host = request.headers['host'];
    const translation = front.recall(typeof host === 'string' ? host : undefined, request.url);
    // An ICO's validator is not the PNG's: a conditional request goes to the route, which translates it.
    if (!translation || translation.dress === 'allicons' || (translation.dress === 'ico' && request.headers['if-none-match'])) return undefined;
    const answer = native({ method: request.method, url: translation.target, headers: request.headers, env: request.env });
    if (answer === undefined) return undefined;
    return answer instanceof Promise ? answer.then((resolved) => dressed(resolved, translation)) : dressed(answer, translation);
  };
}

const dressed = (answer: HttpAnswer, translation: Translation) => dressAnswer(answer, translation);
