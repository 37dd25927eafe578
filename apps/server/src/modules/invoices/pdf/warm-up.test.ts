import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './render.ts';
import { WARM_UP_VIEWS, warmInvoiceRenderer } from './warm-up.ts';

// The server draws a throwaway invoice as it starts (main.ts), so the merchant's first preview is
// not the one that starts the PDF worker and loads react-pdf and the fonts.
describe('the PDF worker warm-up', () => {
  it('draws its invoice in both languages and leaves the worker drawing the next', async () => {
    await expect(warmInvoiceRenderer()).resolves.toBeUndefined();
    const next = await renderInvoicePdf({ ...WARM_UP_VIEWS[0]!, title: 'INV-2' });
    expect(next.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
