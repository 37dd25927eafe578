import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/test/render.tsx';
import { TrendChart } from './trend-chart.tsx';

type Point = { day: string; sales: number };
const points: Point[] = [
  { day: '24 نوفمبر', sales: 280_000 },
  { day: '25 نوفمبر', sales: -1_000 },
];

// jsdom lays nothing out: the chart's container is given the size a page would give it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 280,
    top: 0,
    left: 0,
    right: 600,
    bottom: 280,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  } as DOMRect);
});
afterEach(() => vi.restoreAllMocks());

describe('the trend chart', () => {
  it('hides the drawing from screen readers with nothing inside it to reach by keyboard, writes its Arabic labels right to left, and explains a figure below zero', async () => {
    await renderScreen(
      <TrendChart<Point>
        id="sales-title"
        title="المبيعات"
        points={points}
        pointKey={(p) => p.day}
        pointName={(p) => p.day}
        pointHeading="اليوم"
        columns={[{ key: 'sales', label: 'المبيعات', value: (p) => p.sales, kind: 'money', color: 'amber.6' }]}
        currency="SAR"
        lang="ar"
        texts={{ view: 'العرض', views: { chart: 'رسم', table: 'جدول' } }}
        belowZeroNote="صافية بعد المرتجعات"
      />,
    );
    const hidden = document.querySelector('[aria-hidden="true"]')!;
    expect(hidden.querySelector('svg, .recharts-wrapper')).not.toBeNull();
    expect(hidden.querySelectorAll('[tabindex]:not([tabindex="-1"]), a[href], button, input')).toHaveLength(0);
    expect(screen.getByText('صافية بعد المرتجعات')).toBeTruthy();
    // The axes' Arabic labels read right to left inside the chart's left-to-right drawing.
    const ticks = [...hidden.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((t) => t.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^\u2067.+\u2069$/);
    expect(ticks.some((tick) => /^\u2067\d+\s?ألف\u2069$/.test(tick!))).toBe(true);
  });
});
