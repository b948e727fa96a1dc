import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links';

describe('socialLinks', () => {
  it('lists the configured networks in a fixed order', () => {
    expect(
      socialLinks({
        VITE_ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=it.example',
        VITE_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/example/',
      }),
    ).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/example/' },
      { network: 'android', url: 'https://play.google.com/store/apps/details?id=it.example' },
    ]);
  });

  it('hides unset, blank and non-web URLs', () => {
    expect(socialLinks({})).toEqual([]);
    expect(
      socialLinks({
        VITE_SOCIAL_INSTAGRAM_URL: '  ',
        VITE_SOCIAL_FACEBOOK_URL: 'javascript:alert(1)',
        VITE_ANDROID_APP_URL: 'not a url',
      }),
    ).toEqual([]);
  });
});
