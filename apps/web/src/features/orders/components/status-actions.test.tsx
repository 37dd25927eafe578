import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { builtInMovesOf, ORDER_STATUS_IDS, ORDER_STATUS_MOVES, type OrderStatus, type OrderStatusInfo } from '@souqna/contracts';
import { renderScreen } from '@/test/render.tsx';
import { StatusActions } from './status-actions.tsx';
import { stageMovesOf, type MoveTarget } from './status-target.ts';

const custom = (n: number, baseStatus: OrderStatus, nameAr: string, nameEn: string): OrderStatusInfo => ({
  id: `0190c000-0000-7000-8000-00000000000${n}`,
  code: baseStatus,
  baseStatus,
  nameAr,
  nameEn,
  color: 'orange',
  next: [...ORDER_STATUS_MOVES[baseStatus]],
  isCustom: true,
  position: n,
});
const PACKING = custom(1, 'Approved', 'قيد التغليف', 'Being packed');
const COURIER = custom(2, 'Paid', 'مع المندوب', 'With the courier');
const CALL = custom(3, 'Pending', 'بانتظار الاتصال', 'Awaiting a call');
const RETURNED = custom(4, 'Cancelled', 'أعيد للمورد', 'Sent back to supplier');
const STATUSES = [COURIER, RETURNED, CALL, PACKING];

afterEach(cleanup);

describe('the custom statuses an order may enter', () => {
  it('offers the other stages of its own status and those of the statuses it may move to, grouped in the table’s order', () => {
    const groups = stageMovesOf({ status: 'Pending' }, STATUSES);
    expect(groups.map((g) => [g.base, g.stages.map((s) => s.nameEn)])).toEqual([
      ['Pending', ['Awaiting a call']],
      ['Approved', ['Being packed']],
      ['Paid', ['With the courier']],
      ['Cancelled', ['Sent back to supplier']],
    ]);
  });

  it('never offers the stage the order is in, nor one of a status it may not reach', () => {
    const inPacking = { status: 'Approved' as const, customStatus: { ...PACKING } };
    expect(stageMovesOf(inPacking, STATUSES).flatMap((g) => g.stages.map((s) => s.nameEn))).toEqual([
      'With the courier',
      'Sent back to supplier',
    ]);
    // A cancelled order is final for the table, but may still enter the stages of Cancelled.
    expect(stageMovesOf({ status: 'Cancelled' }, STATUSES).flatMap((g) => g.stages.map((s) => s.nameEn))).toEqual([
      'Sent back to supplier',
    ]);
    expect(stageMovesOf({ status: 'Completed' }, STATUSES)).toEqual([]);
  });
});

describe('the order page’s status menu', () => {
  it('shows the store’s forward stages as buttons with the forward moves, the cancelling ones in the menu, and picks a stage by its id', async () => {
    let picked: MoveTarget | null = null;
    await renderScreen(
      <StatusActions
        next={builtInMovesOf('Approved', true)}
        stages={stageMovesOf({ status: 'Approved', customStatus: PACKING }, STATUSES)}
        onPick={(to) => (picked = to)}
      />,
      { namespaces: ['orders'] },
    );
    // Back to its own status (leaving the stage) is the first move offered, then paid, then the stage of paid.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['تمت الموافقة', 'مدفوع', 'مع المندوب', 'المزيد']);
    expect(screen.queryByRole('button', { name: 'قيد التغليف' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'المزيد' }));
    // The menu keeps the third built-in move, the cancelling ones and the stages of Cancelled: no forward stage.
    expect(await screen.findByText('حالات «ملغي» الخاصة')).toBeTruthy();
    expect(screen.queryByText('حالات «مدفوع» الخاصة')).toBeNull();
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'جاهز للاستلام',
      'ملغي',
      'ألغاه العميل',
      'أعيد للمورد',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'مع المندوب' }));
    expect(picked).toEqual({
      statusId: COURIER.id,
      status: 'Paid',
      custom: { id: COURIER.id, nameAr: 'مع المندوب', nameEn: 'With the courier', color: 'orange' },
    });
  });

  it('offers the stages of a final status, and picks a built-in status by its fixed id', async () => {
    let picked: MoveTarget | null = null;
    await renderScreen(
      <StatusActions next={[]} stages={stageMovesOf({ status: 'Cancelled' }, STATUSES)} onPick={(to) => (picked = to)} />,
      { namespaces: ['orders'], lang: 'en' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sent back to supplier' }));
    expect(picked).toMatchObject({ statusId: RETURNED.id, status: 'Cancelled' });
    cleanup();
    await renderScreen(<StatusActions next={['Approved']} onPick={(to) => (picked = to)} />, { namespaces: ['orders'] });
    fireEvent.click(screen.getByRole('button', { name: 'تمت الموافقة' }));
    expect(picked).toEqual({ statusId: ORDER_STATUS_IDS.Approved, status: 'Approved', custom: null });
  });
});
