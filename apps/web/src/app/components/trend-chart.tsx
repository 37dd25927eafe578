import '@mantine/charts/styles.css';
import { useState, type ReactNode } from 'react';
import { AreaChart } from '@mantine/charts';
import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Language } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';
import { formatCompact, formatMoney } from '@/lib/money.ts';
import { ChoiceButtons, tableCell, Widget } from './widget.tsx';

const VIEWS = ['chart', 'table'] as const;
type View = (typeof VIEWS)[number];

/** A figure of each point: an amount or a count; with a colour it is drawn, without it is in the table only. */
export interface TrendColumn<P> {
  key: string;
  label: string;
  value: (point: P) => number;
  kind: 'money' | 'count';
  color?: string;
}

interface Props<P> {
  /** The title's id: the section and the table are named by it. */
  id: string;
  title: string;
  /** undefined while they load. */
  points: P[] | undefined;
  pointKey: (point: P) => string;
  /** The point's name on the axis and in the table's first column ("Thu 26 Nov"). */
  pointName: (point: P) => string;
  /** The heading of the table's first column ("Day"). */
  pointHeading: string;
  columns: TrendColumn<P>[];
  currency: string;
  lang: Language;
  texts: { view: string; views: Record<View, string> };
  /** More controls beside the view's (a range). */
  controls?: ReactNode;
  /** Said under the chart when a drawn figure falls below zero (what makes it negative: refunds). */
  belowZeroNote?: string;
}

/**
 * Figures over time as an area chart that runs from the reading direction's start (right to left
 * in Arabic), amounts as the dashboard writes them; "Table" shows the same numbers as a table, the
 * view a screen reader is given. The analytics' revenue and the wallet's balance.
 */
export function TrendChart<P>({
  id,
  title,
  points,
  pointKey,
  pointName,
  pointHeading,
  columns,
  currency,
  lang,
  texts,
  controls,
  belowZeroNote,
}: Props<P>) {
  const [view, setView] = useState<View>('chart');
  const rtl = lang === 'ar';
  const drawn = columns.filter((c) => c.color);
  // The chart's text is laid out left to right: an Arabic label ("2.5 ألف", "السبت، 28 نوفمبر") is
  // isolated right to left (RLI … PDI), or it reads "ألف" before its number.
  const readsInLanguage = (text: string) => (rtl ? `\u2067${text}\u2069` : text);
  const cell = (column: TrendColumn<P>, point: P) =>
    column.kind === 'money' ? <Money amount={column.value(point)} currency={currency} /> : <bdi>{column.value(point)}</bdi>;
  let body;
  if (!points) body = <Skeleton h={280} radius="md" />;
  else if (view === 'chart') {
    const belowZero = points.some((p) => drawn.some((c) => c.value(p) < 0));
    body = (
      <Stack gap="xs">
        <Box aria-hidden>
          <AreaChart
            h={280}
            data={points.map((p) => ({ label: pointName(p), ...Object.fromEntries(drawn.map((c) => [c.key, c.value(p)])) }))}
            dataKey="label"
            series={drawn.map((c) => ({ name: c.key, label: c.label, color: c.color! }))}
            curveType="monotone"
            // The drawing is hidden from screen readers (the table is their view): nothing in it may take the focus.
            accessibilityLayer={false}
            withLegend={drawn.length > 1}
            valueFormatter={(v) => formatMoney(v, currency, lang)}
            xAxisProps={{ reversed: rtl, minTickGap: 24, tickFormatter: readsInLanguage }}
            yAxisProps={{
              orientation: rtl ? 'right' : 'left',
              width: 72,
              tickFormatter: (v: number) => readsInLanguage(formatCompact(v, lang)),
            }}
          />
        </Box>
        {belowZero && belowZeroNote && (
          <Text fz="xs" c="dimmed">
            {belowZeroNote}
          </Text>
        )}
      </Stack>
    );
  } else
    body = (
      <Box style={{ overflowX: 'auto', maxBlockSize: 320 }}>
        <table style={{ inlineSize: '100%', borderCollapse: 'collapse' }} aria-labelledby={id}>
          <thead>
            <tr>
              <th style={tableCell}>{pointHeading}</th>
              {columns.map((c) => (
                <th key={c.key} style={tableCell}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={pointKey(p)}>
                <th scope="row" style={{ ...tableCell, fontWeight: 600 }}>
                  <bdi>{pointName(p)}</bdi>
                </th>
                {columns.map((c) => (
                  <td key={c.key} style={tableCell}>
                    {cell(c, p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    );
  return (
    <Widget
      id={id}
      title={title}
      action={
        <Group gap="xs" wrap="wrap">
          {controls}
          <ChoiceButtons label={texts.view} choices={VIEWS} value={view} onChange={setView} text={(v) => texts.views[v]} />
        </Group>
      }
    >
      {body}
    </Widget>
  );
}
