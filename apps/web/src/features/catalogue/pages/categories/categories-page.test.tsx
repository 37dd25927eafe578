import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryNode } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import CategoriesPage from './categories-page.tsx';

const node = (
  categoryId: string,
  name: string,
  parentCategoryId: string | null,
  children: CategoryNode[] = [],
): CategoryNode => ({
  categoryId,
  parentCategoryId,
  name,
  nameEn: null,
  description: null,
  image: null,
  position: 0,
  productCount: 0,
  children,
});
const PERFUMES = '0190a000-0000-7000-8000-000000000001';
const MEN = '0190a000-0000-7000-8000-000000000002';
const TREE = [node(PERFUMES, 'عطور', null, [node(MEN, 'عطور رجالية', PERFUMES)])];

let answerTree: Handler = () => ok(TREE);
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store-management/category': (request) => answerTree(request),
    [`DELETE /store-management/category/${PERFUMES}`]: () =>
      refused(409, 'لا يمكن حذف تصنيف له تصنيفات فرعية، انقل التصنيفات الفرعية أو احذفها أولاً', { code: 'CONFLICT' }),
    'POST /store-management/category': () =>
      refused(409, 'يوجد تصنيف بهذا الاسم في المستوى نفسه، اختر اسمًا آخر', {
        code: 'CONFLICT',
        fields: [{ path: 'name', code: 'sibling_name_taken', message: 'يوجد تصنيف بهذا الاسم في المستوى نفسه' }],
      }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  answerTree = () => ok(TREE);
});
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(
    <QueryScope>
      <CategoriesPage />
    </QueryScope>,
    { path: '/products/categories', namespaces: ['catalogue', 'uploads'] },
  );

describe('the categories page', () => {
  it('shows the tree with each level open, and closes a level', async () => {
    await render();
    expect(await screen.findByText('عطور رجالية')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إخفاء التصنيفات الفرعية لـعطور' }));
    await waitFor(() => expect(screen.queryByText('عطور رجالية')).toBeNull());
  });

  it("shows the server's refusal to delete a category with sub-categories in the dialog", async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'إجراءات عطور' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف التصنيف' }));
    expect(
      await within(dialog).findByText('لا يمكن حذف تصنيف له تصنيفات فرعية، انقل التصنيفات الفرعية أو احذفها أولاً'),
    ).toBeTruthy();
    expect(within(dialog).getByText('لم يُحذف التصنيف')).toBeTruthy();
  });

  it("puts a sibling's name beside the name field of a new sub-category", async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة تصنيف فرعي داخل عطور' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /اسم التصنيف/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة التصنيف' }));
    expect(await within(dialog).findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(api.sent('POST', '/store-management/category')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'عطور رجالية' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة التصنيف' }));
    expect(await within(dialog).findByText('يوجد تصنيف بهذا الاسم في المستوى نفسه')).toBeTruthy();
    expect(api.sent('POST', '/store-management/category')[0]!.body).toEqual({
      name: 'عطور رجالية',
      nameEn: null,
      description: null,
      image: null,
      parentCategoryId: PERFUMES,
    });
  });

  it('says "failed to fetch categories" when the answer carries no message of the server', { timeout: 10_000 }, async () => {
    answerTree = () => ({ status: 502, body: 'Bad Gateway' });
    await render();
    // After the query's two retries of a 5xx.
    expect(await screen.findByText('تعذر جلب التصنيفات', { selector: 'p' }, { timeout: 6000 })).toBeTruthy();
  });

  it("shows the server's own message when it sent one", async () => {
    answerTree = () => refused(403, 'ليست لديك صلاحية لهذا الإجراء', { code: 'FORBIDDEN' });
    await render();
    expect(await screen.findByText('ليست لديك صلاحية لهذا الإجراء')).toBeTruthy();
  });

  it('invites the first category when there is none', async () => {
    answerTree = () => ok([]);
    await render();
    expect(await screen.findByText('لا توجد تصنيفات بعد')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة أول تصنيف' })).toBeTruthy();
  });
});
