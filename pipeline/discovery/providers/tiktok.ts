// TikTok: brand records may link a profile (/@handle); discovery has no provider for it, so it is a linked platform only.
import { TIKTOK_SITE } from '../platform-sites.ts';
import { isHandle, type LinkedPlatform } from './platform.ts';

export const tiktokPlatform: LinkedPlatform<'tiktok'> = {
  ...TIKTOK_SITE,
  readProfile: ([first]) => (first?.startsWith('@') && isHandle(first.slice(1)) ? [first.slice(1), `/${first}`] : undefined),
};
