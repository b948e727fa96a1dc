// The about page's social links come from build-time settings; a link whose
// URL is unset (or not http/https) is not shown, so no placeholder address ever
// reaches the page.
export type SocialNetwork = 'instagram' | 'facebook' | 'android';

export type SocialLink = { network: SocialNetwork; url: string };

function safeUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function socialLinks(env: {
  VITE_SOCIAL_INSTAGRAM_URL?: string;
  VITE_SOCIAL_FACEBOOK_URL?: string;
  VITE_ANDROID_APP_URL?: string;
}): SocialLink[] {
  const candidates: Array<[SocialNetwork, string | undefined]> = [
    ['instagram', env.VITE_SOCIAL_INSTAGRAM_URL],
    ['facebook', env.VITE_SOCIAL_FACEBOOK_URL],
    ['android', env.VITE_ANDROID_APP_URL],
  ];
  return candidates.flatMap(([network, value]) => {
    const url = safeUrl(value);
    return url ? [{ network, url }] : [];
  });
}
