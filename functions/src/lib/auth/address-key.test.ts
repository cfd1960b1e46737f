import { describe, expect, it } from 'vitest';
import { addressKey, UNKNOWN_ADDRESS } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, however a dual-stack socket wrote it', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' ::ffff:203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const key = '2001:db8:0:12::/64';
    expect(addressKey('2001:db8:0:12::1')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0012:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('[2001:db8::12:0:0:0:9]')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:db8:0:12::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:0:13::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('counts anything that is not an IP address as one unknown address', () => {
    for (const text of ['', 'localhost', '203.0.113.999', 'signin#x', '1.2.3.4, 5.6.7.8'])
      expect(addressKey(text)).toBe(UNKNOWN_ADDRESS);
  });
});
