import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimitKey } from '../../src/server/rate-limit.ts';
import { DEFAULT_RATE_LIMIT, parseRateLimit } from '../../src/server/forms/endpoint.ts';

describe('what the rate limit counts posts by', () => {
  it('an IPv4 address as it is, also when written as IPv6', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it("an IPv6 address's /64, however it is written", () => {
    const key = '2001:db8:7:42::/64';
    for (const address of [
      '2001:db8:7:42::1',
      '2001:0DB8:0007:0042:ffff:ffff:ffff:ffff',
      '2001:db8:7:42:1:2:3:4',
      '2001:db8:7:42::1.2.3.4',
      'fe80::1%eth0'.replace('fe80::', '2001:db8:7:42::'),
    ])
      expect(rateLimitKey(address), address).toBe(key);
    expect(rateLimitKey('2001:db8:7:43::1')).toBe('2001:db8:7:43::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('anything else as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
    expect(rateLimitKey('2001:db8::g')).toBe('2001:db8::g');
  });

  it('so that addresses of one /64 share one allowance', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    for (const a of ['2001:db8:1:2::a', '2001:db8:1:2::b']) limiter.record(rateLimitKey(a), 0);
    expect(limiter.check(rateLimitKey('2001:db8:1:2::c'), 1)).toEqual({ allowed: false, retryAfterMs: 999 });
    expect(limiter.check(rateLimitKey('2001:db8:1:3::c'), 1)).toEqual({ allowed: true });
  });
});

describe('FORM_RATE_LIMIT', () => {
  it('sets the posts per window, keeps the default when unset, and refuses what is not a count', () => {
    expect(parseRateLimit(undefined)).toEqual(DEFAULT_RATE_LIMIT);
    expect(parseRateLimit(' 20 ')).toEqual({ ...DEFAULT_RATE_LIMIT, max: 20 });
    for (const wrong of ['0', '-3', 'many', '1.5', '9999999']) {
      expect(() => parseRateLimit(wrong), wrong).toThrow(/FORM_RATE_LIMIT="[^"]*" is not a number of posts/);
    }
  });
});
