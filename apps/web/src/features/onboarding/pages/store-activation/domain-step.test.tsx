import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DomainAvailability } from '@souqna/contracts';
import { createApiClient } from '@/lib/api.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { renderScreen } from '@/test/render.tsx';
import { DomainStep, type DomainTaker } from './domain-step.tsx';
import { categoryChoice } from '../startup/category-choice.ts';

const perfumes = { categoryId: 'c-1', parentCategoryId: null, nameAr: 'العطور والعود', nameEn: 'Perfumes & oud' };
import { DOMAIN_CHECK_DELAY_MS, type DomainChecker } from './use-domain-check.ts';

/** A real local server answering POST /store/check-domain as the product does (taken, reserved, invalid, a failure). */
let server: Server;
const asked: string[] = [];
const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
async function answer(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const domain = String(JSON.parse(raw).domain).trim().toLowerCase();
  if (req.url === '/api/v2/store/add-domain') {
    // Another store took it between the check and the click.
    return send(res, 409, {
      success: false,
      statusCode: 409,
      message: 'هذا النطاق محجوز لمتجر آخر، اختر نطاقًا غيره',
      error: {
        code: 'DOMAIN_UNAVAILABLE',
        reason: 'taken',
        fields: [{ path: 'domain', code: 'domain_taken', message: 'هذا النطاق محجوز لمتجر آخر' }],
      },
    });
  }
  asked.push(domain);
  if (domain === 'broken') {
    return send(res, 500, {
      success: false,
      statusCode: 500,
      message: 'حدث خطأ في الخادم',
      error: { code: 'INTERNAL', requestId: 'r-1' },
    });
  }
  const reason: DomainAvailability['reason'] =
    domain === 'al-amal'
      ? 'taken'
      : domain === 'admin'
        ? 'reserved'
        : /^[a-z0-9]+(-[a-z0-9]+)*$/.test(domain) && domain.length >= 3
          ? null
          : 'invalid';
  const data: DomainAvailability = { domain, available: reason === null, reason };
  send(res, 200, { success: true, statusCode: 200, message: reason ? 'النطاق غير متاح' : 'النطاق متاح', data });
}

let check: DomainChecker;
let take: DomainTaker;
beforeAll(async () => {
  server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    language: () => 'ar',
    session: () => null,
    onTokens: () => undefined,
    onSessionEnded: () => undefined,
    clientMessage: (code) => code,
  });
  check = (domain, signal) => client.post<DomainAvailability>('/store/check-domain', { domain }, { signal, auth: false });
  take = (domain) => client.call('POST', '/store/add-domain', { domain }, { auth: false });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
});

const typeDomain = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /نطاق المتجر/ }), { target: { value: text } });
const status = () => screen.getByRole('status').textContent;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderStep() {
  await renderScreen(
    <QueryScope>
      <DomainStep initial="" baseDomain="souqna.store" check={check} take={take} categories={[perfumes]} />
    </QueryScope>,
    { path: '/StoreActivePage', namespaces: ['onboarding'] },
  );
}

describe('the live domain check', () => {
  it('waits for typing to pause, asks once, and says the domain is available', async () => {
    await renderStep();
    expect(screen.getByText('من 3 إلى 63 خانة: حروف إنجليزية صغيرة وأرقام وشرطة بينها')).toBeTruthy();
    for (const text of ['m', 'my', 'my-', 'my-s', 'My-Shop']) {
      typeDomain(text);
      await later(40);
    }
    expect(status()).toBe('جارٍ التحقق من توفر النطاق…');
    expect(asked).toEqual([]);
    await waitFor(() => expect(status()).toBe('النطاق متاح، يمكنك حجزه'), { timeout: DOMAIN_CHECK_DELAY_MS + 1000 });
    expect(asked).toEqual(['my-shop']);
    expect(screen.getByTestId('store-link').textContent).toBe('https://my-shop.souqna.store');
    expect(screen.getByRole('button', { name: 'حجز النطاق ومتابعة' }).hasAttribute('disabled')).toBe(false);
  });

  it('says why a domain is unavailable: taken, reserved or invalid, and refuses to take it', async () => {
    await renderStep();
    const cases = [
      ['al-amal', 'هذا النطاق محجوز لمتجر آخر، جرّب اسمًا غيره'],
      ['admin', 'هذا النطاق محجوز للمنصة، جرّب اسمًا غيره'],
      ['my_shop', 'النطاق غير صالح: من 3 إلى 63 خانة، حروف إنجليزية صغيرة وأرقام وشرطة بينها'],
    ] as const;
    for (const [domain, reason] of cases) {
      typeDomain(domain);
      expect(status()).toBe('جارٍ التحقق من توفر النطاق…');
      await waitFor(() => expect(status()).toBe(reason), { timeout: DOMAIN_CHECK_DELAY_MS + 1000 });
      expect(screen.getByRole('button', { name: 'حجز النطاق ومتابعة' }).hasAttribute('disabled')).toBe(true);
    }
    expect(asked).toEqual(['al-amal', 'admin', 'my_shop']);
  });

  it("shows a failed check with the server's message and asks again on retry", async () => {
    await renderStep();
    typeDomain('broken');
    await waitFor(() => expect(status()).toBe('تعذر التحقق من النطاق: حدث خطأ في الخادم إعادة المحاولة'), {
      timeout: DOMAIN_CHECK_DELAY_MS + 1000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(status()).toBe('جارٍ التحقق من توفر النطاق…');
    await waitFor(() => expect(asked).toEqual(['broken', 'broken']), { timeout: DOMAIN_CHECK_DELAY_MS + 1000 });
  });

  it('puts a 409 (taken meanwhile) beside the field, in the server’s words', async () => {
    await renderStep();
    typeDomain('free-now');
    await waitFor(() => expect(status()).toBe('النطاق متاح، يمكنك حجزه'), { timeout: DOMAIN_CHECK_DELAY_MS + 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'حجز النطاق ومتابعة' }));
    expect(await screen.findByText('هذا النطاق محجوز لمتجر آخر')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /نطاق المتجر/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an empty link as a Latin example, isolated left to right, with the Arabic hint outside it', async () => {
    await renderStep();
    const link = screen.getByTestId('store-link');
    expect(link.textContent).toBe('https://my-store.souqna.store');
    expect(link.getAttribute('dir')).toBe('ltr');
    expect(link.textContent).not.toMatch(/[\u0600-\u06FF]/);
    expect(screen.getByText('اكتب اسم متجرك ليظهر رابطه هنا')).toBeTruthy();
  });

  it('reads the field left to right in Arabic, the link’s suffix isolated after what is typed', async () => {
    await renderStep();
    const field = screen.getByRole('textbox', { name: /نطاق المتجر/ });
    expect(field.closest('[dir]')!.getAttribute('dir')).toBe('ltr');
    // The label keeps the page's direction.
    expect(
      screen
        .getByText(/نطاق المتجر/)
        .closest('[dir]')!
        .getAttribute('dir'),
    ).toBe('rtl');
    const suffix = screen.getByTestId('domain-suffix');
    expect([suffix.tagName, suffix.getAttribute('dir'), suffix.textContent]).toEqual(['BDI', 'ltr', '.souqna.store']);
    expect(field.compareDocumentPosition(suffix) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('spaces typed become hyphens and letters lower case, as the server keeps them', async () => {
    await renderStep();
    typeDomain('My Shop');
    expect((screen.getByRole('textbox', { name: /نطاق المتجر/ }) as HTMLInputElement).value).toBe('my-shop');
  });
});

describe('going back from the domain', () => {
  it('has a Back that opens the categories again with the saved ones picked', async () => {
    categoryChoice.getState().clear();
    await renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'تغيير التصنيفات' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(categoryChoice.getState().chosen).toEqual([perfumes]);
  });
});
