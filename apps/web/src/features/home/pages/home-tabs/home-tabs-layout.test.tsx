import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/render.tsx';
import HomeTabsLayout from './home-tabs-layout.tsx';

// A 390 px phone: the five tabs are 620 px wide in a 358 px row (jsdom lays nothing out, so the
// browser's sizes are given to the row).
function phoneSizes() {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? 620 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? 358 : 0;
  });
}
afterEach(() => vi.restoreAllMocks());

describe('the home tabs on a phone', () => {
  it('fade at the edge they go on beyond: the end at first, then both, then the start once scrolled to the end', async () => {
    phoneSizes();
    await renderScreen(<HomeTabsLayout />, { path: '/home', namespaces: ['home'] });
    const list = await screen.findByRole('tablist');
    await waitFor(() => expect(screen.getByTestId('more-end')).toBeTruthy());
    expect(screen.queryByTestId('more-start')).toBeNull();
    expect(screen.getByTestId('more-end').getAttribute('aria-hidden')).toBe('true');

    // Arabic scrolls towards negative values.
    list.scrollLeft = -100;
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getByTestId('more-start')).toBeTruthy());
    expect(screen.getByTestId('more-end')).toBeTruthy();

    list.scrollLeft = -262;
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.queryByTestId('more-end')).toBeNull());
    expect(screen.getByTestId('more-start')).toBeTruthy();
  });

  it('show no fade where the tabs fit', async () => {
    await renderScreen(<HomeTabsLayout />, { path: '/home', namespaces: ['home'] });
    await screen.findByRole('tablist');
    expect(screen.queryByTestId('more-end')).toBeNull();
    expect(screen.queryByTestId('more-start')).toBeNull();
  });
});
