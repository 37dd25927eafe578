import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedAddress } from './webhook-address.ts';

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local, reserved and mapped addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      'not an address',
    ])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
  });

  it('accepts public addresses of both families', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001::1'])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, true]);
  });
});

describe('refusedAddress', () => {
  it('lets everything through with WEBHOOKS_ALLOW_PRIVATE', async () => {
    expect(await refusedAddress('http://127.0.0.1:8080/hook', true)).toBeNull();
  });

  it('refuses plain http, literal private addresses and names that resolve to one', async () => {
    expect(await refusedAddress('http://8.8.8.8/hook', false)).toBe('webhook_https_required');
    expect(await refusedAddress('https://10.0.0.1/hook', false)).toBe('webhook_url_private');
    expect(await refusedAddress('https://[fe80::1]/hook', false)).toBe('webhook_url_private');
    expect(await refusedAddress('https://localhost/hook', false)).toBe('webhook_url_private');
    expect(await refusedAddress('https://8.8.8.8/hook', false)).toBeNull();
    expect(await refusedAddress('https://no-such-host.invalid/hook', false)).toBe('webhook_url_unresolvable');
  });
});
