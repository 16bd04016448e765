// An operator's unlock of an email's sign-in back-off (`logos accounts unlock`), kept as a setting so that every
// origin sharing state reads it: the failures an origin counted before it are forgiven (server/dashboard/attempts.ts).
import type { SettingsStore } from './types.ts';

const settingOf = (email: string) => `sign_in_unlocked:${email.trim().toLowerCase()}`;

export async function unlockSignIn(settings: SettingsStore, email: string, at: number): Promise<void> {
  await settings.set(settingOf(email), String(at));
}

/** When the email's sign-in was last unlocked (milliseconds since the epoch), if it ever was. */
export async function signInUnlockedAt(settings: SettingsStore, email: string): Promise<number | undefined> {
  const value = Number(await settings.get(settingOf(email)));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
