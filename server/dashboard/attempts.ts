// Sign-in and sign-up attempts, limited so passwords cannot be guessed at speed without letting a guesser lock the
// owner out: per client network (an IPv4 address, an IPv6 /64), per (email, network), and a per-email back-off
// (back-off.ts) that grows gently instead of shutting, which a browser that signed in to the account before (its
// device cookie) passes, and which an operator can clear (`logos accounts unlock`).
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { signInUnlockedAt } from '../../state/sign-in-unlock.ts';
import { clientIp } from '../gate/client-ip.ts';
import { clientNetwork } from './client-network.ts';
import type { DashboardContext } from './context.ts';
import { equalStrings, mac } from './cookies.ts';
import { isHttps } from './https.ts';
import { ATTEMPT_LIMITS } from './sign-in-attempts.ts';

/** The wait as Retry-After says it, and the words saying the same: seconds, or whole minutes from two on. */
export function spokenWait(seconds: number): { seconds: number; message: string } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return { seconds: whole, message: `Too many attempts. Wait ${whole} second${whole === 1 ? '' : 's'}, then try again.` };
  const minutes = Math.ceil(whole / 60);
  return { seconds: minutes * 60, message: `Too many attempts. Wait ${minutes} minutes, then try again.` };
}

const DEVICE_COOKIE = 'logos_device';
const DEVICE_MAX_AGE = 400 * 86_400;

/** An attempt let through; its outcome settles the counters. */
export interface SignInAttempt {
  failed(): void;
  succeeded(): void;
}

export type AttemptDecision = { waitSeconds: number } | { attempt: SignInAttempt };

const networkOf = (ctx: DashboardContext, c: Context) => clientNetwork(clientIp(c, ctx.deps.config.trustedProxies));

/** Counts an attempt (sign-in or sign-up) against the client's network; seconds to wait when over the limit. */
export function refusedByNetwork(ctx: DashboardContext, c: Context, network = networkOf(ctx, c)): number | undefined {
  const { byIp } = ctx.attempts;
  if (byIp.count(network) >= ATTEMPT_LIMITS.ipPerMinute) return byIp.resetSeconds(network);
  byIp.add(network);
  return undefined;
}

/** Checks a sign-in for the email: the network's limit, the pair's, then the email's back-off. */
export async function admitSignIn(ctx: DashboardContext, c: Context, email: string): Promise<AttemptDecision> {
  const network = networkOf(ctx, c);
  const byNetwork = refusedByNetwork(ctx, c, network);
  if (byNetwork !== undefined) return { waitSeconds: byNetwork };
  if (!email) return { attempt: { failed() {}, succeeded() {} } };
  const { byPair, byEmail } = ctx.attempts;
  const pair = `${email}\n${network}`;
  if (byPair.count(pair) >= ATTEMPT_LIMITS.pairPerMinute) return { waitSeconds: byPair.resetSeconds(pair) };
  if (!isKnownDevice(ctx, c, email)) {
    const waitMs = await emailWaitMs(ctx, email, network);
    if (waitMs > 0) return { waitSeconds: Math.ceil(waitMs / 1000) };
  }
  // Charged before the password is checked (taken back if it is right): attempts sent together share no turn.
  const refund = byEmail.charge(email, network);
  return {
    attempt: {
      failed: () => void byPair.add(pair),
      succeeded() {
        refund();
        byPair.delete(pair);
        rememberDevice(ctx, c, email);
      },
    },
  };
}

/** The email's wait for this network, unless an operator unlocked the email since its failures began. */
async function emailWaitMs(ctx: DashboardContext, email: string, network: string): Promise<number> {
  const { byEmail } = ctx.attempts;
  const waitMs = byEmail.waitMs(email, network);
  if (waitMs === 0) return 0;
  const since = byEmail.since(email);
  const unlocked = await signInUnlockedAt(ctx.deps.state.settings, email);
  if (since === undefined || unlocked === undefined || unlocked < since) return byEmail.waitMs(email, network);
  byEmail.clear(email);
  return 0;
}

/** After a right password: this browser is a known device of the account from now on. */
function rememberDevice(ctx: DashboardContext, c: Context, email: string): void {
  setCookie(c, DEVICE_COOKIE, deviceMark(ctx, email), {
    path: '/signin',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, ctx.deps.config.trustedProxies),
    maxAge: DEVICE_MAX_AGE,
  });
}

// The mark proves that this browser once signed in as the email; it holds no state and cannot be made without the secret.
const deviceMark = (ctx: DashboardContext, email: string) => mac(ctx.deps.sessionSecret, 'device', email);

function isKnownDevice(ctx: DashboardContext, c: Context, email: string): boolean {
  const cookie = getCookie(c, DEVICE_COOKIE);
  return cookie !== undefined && equalStrings(cookie, deviceMark(ctx, email));
}
