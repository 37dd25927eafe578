import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

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
