// Who can find a logo: the domain's own website, its BIMI record, and the social platforms (providers/platforms.ts).
export const PROVIDER_IDS = ['website', 'bimi', 'github', 'x', 'linkedin', 'facebook', 'instagram', 'youtube'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];
export type SocialPlatform = Exclude<ProviderId, 'website' | 'bimi'>;

export const SOCIAL_PROVIDER_IDS = PROVIDER_IDS.filter((id): id is SocialPlatform => id !== 'website' && id !== 'bimi');
