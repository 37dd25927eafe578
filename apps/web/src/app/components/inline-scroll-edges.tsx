import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useDirection } from '@mantine/core';

export interface InlineEdges {
  /** Content goes on beyond the start side (right in Arabic). */
  start: boolean;
  end: boolean;
}

/**
 * Whether a row that scrolls sideways (tabs on a phone) goes on beyond its start and its end, in
 * either direction: in right-to-left, the browser counts `scrollLeft` down from 0 at the start.
 */
export function useInlineScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<InlineEdges>({ start: false, end: false });
  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const scrolled = Math.abs(row.scrollLeft);
    const start = scrolled > 2;
    const end = scrolled + row.clientWidth < row.scrollWidth - 2;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);
  return { ref, edges };
}

/** The fade over the cut edge of a row that scrolls on: it says more is beside it. */
export function EdgeFade({ side }: { side: 'start' | 'end' }) {
  const { dir } = useDirection();
  // The edge's physical side: the start is on the right in Arabic.
  const physical = (side === 'start') === (dir === 'rtl') ? 'right' : 'left';
  const style: CSSProperties = {
    position: 'absolute',
    insetBlock: 0,
    [physical]: 0,
    inlineSize: 48,
    pointerEvents: 'none',
    background: `linear-gradient(to ${physical}, transparent, var(--app-page, var(--mantine-color-body)) 85%)`,
  };
  return <div aria-hidden data-testid={`more-${side}`} style={style} />;
}
