import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 addresses by their /64, however they are written', () => {
    const a = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002::1')).toBe(a);
    expect(clientAddressKey('2001:db8:1:2::ffff:1%eth0')).toBe(a);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(a);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('never throws on an odd value', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('not-an-address')).toBe('not-an-address');
  });
});
