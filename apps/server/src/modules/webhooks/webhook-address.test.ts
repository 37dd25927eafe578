import { describe, expect, it } from 'vitest';
import { refusedAddress } from './webhook-address.ts';

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
