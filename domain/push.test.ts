import { describe, expect, it } from 'vitest';
import { deviceLabelFromUserAgent, isAllowedPushEndpoint, pushSubscriptionInputSchema, PUSH_DEVICES_MAX, DEVICE_LABEL_MAX, PUSH_ENDPOINT_MAX } from './push';

describe('push endpoints', () => {
  it('accepts the browsers’ push services over https only', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/abc')).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://user@fcm.googleapis.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://:pw@fcm.googleapis.com/x')).toBe(false);
    // A host named exactly must match whole: no other host that merely ends with it.
    expect(isAllowedPushEndpoint('https://evilfcm.googleapis.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://a.fcm.googleapis.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.example/push.apple.com')).toBe(false);
    expect(isAllowedPushEndpoint('https://push.apple.com.evil.example/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1/x')).toBe(false);
    expect(isAllowedPushEndpoint('not a url')).toBe(false);
  });

  it('accepts the configured extra services by prefix', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:3931/push/1', ['http://127.0.0.1:3931/'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:3932/push/1', ['http://127.0.0.1:3931/'])).toBe(false);
  });
});

describe('subscriptions', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  it('takes what PushSubscription.toJSON() gives, with a trimmed device name', () => {
    expect(pushSubscriptionInputSchema.parse({ endpoint: 'https://fcm.googleapis.com/x', keys, device_label: ' Telefono ' })).toEqual({
      endpoint: 'https://fcm.googleapis.com/x',
      keys,
      device_label: 'Telefono',
    });
    expect(pushSubscriptionInputSchema.parse({ endpoint: 'e', keys }).device_label).toBe('');
    expect(pushSubscriptionInputSchema.safeParse({ endpoint: 'e', keys: { ...keys, auth: 'a+b/' } }).success).toBe(false);
    expect(pushSubscriptionInputSchema.safeParse({ endpoint: 'e', keys, device_label: 'x'.repeat(81) }).success).toBe(false);
    expect(pushSubscriptionInputSchema.safeParse({ endpoint: 'x'.repeat(1001), keys }).success).toBe(false);
  });

  it('has its limits', () => {
    expect([PUSH_DEVICES_MAX, DEVICE_LABEL_MAX, PUSH_ENDPOINT_MAX]).toEqual([20, 80, 1000]);
  });

  it('names a device from its user agent', () => {
    expect(deviceLabelFromUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe('Chrome su Android');
    expect(deviceLabelFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari su iPhone',
    );
    expect(deviceLabelFromUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1')).toBe('Safari su iPad');
    expect(deviceLabelFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge su Windows');
    expect(deviceLabelFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox su Mac');
    expect(deviceLabelFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).toBe('Chrome su Linux');
    expect(deviceLabelFromUserAgent('curl/8')).toBe('Browser');
  });
});
