import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginResult, User } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { loadPhoneSupport } from '@/lib/phone.ts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import ProfilePage from './profile-page.tsx';

const user: User = {
  userId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e60',
  name: 'أحمد التاجر',
  email: 'demo@store.test',
  phone: '+966501234567',
  avatar: null,
  role: 'owner',
  storeId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f',
};
const session = { user, accessToken: 'a', refreshToken: 'r', domain: 'al-amal', isStoreVerified: true } as LoginResult;

let answer: ReturnType<typeof ok> | ReturnType<typeof refused> | null = null;
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  await loadPhoneSupport();
  api = await startApiServer({
    'GET /auth/me': () => ok({ user, store: { name: 'متجر الأمل', url: null, plan: 'premium' } }),
    'PUT /merchant/profile': ({ body }) => answer ?? ok({ ...user, ...(body as object) }, 'تم حفظ الملف الشخصي'),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  answer = null;
  api.seen.length = 0;
  appStore.setState({ auth: { isAuthenticated: true, session } });
});
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(
    <QueryScope>
      <ProfilePage />
    </QueryScope>,
    { path: '/profile', namespaces: ['profile', 'auth', 'account', 'forms'] },
  );
const puts = () => api.sent('PUT', '/merchant/profile').map((r) => r.body);

describe('profile', () => {
  it('saves a new name and phone without a password, and the session follows', async () => {
    await render();
    fireEvent.change(await screen.findByLabelText(/الاسم/), { target: { value: 'أحمد بن سالم' } });
    fireEvent.change(screen.getByLabelText(/رقم الجوال/), { target: { value: '0551234567' } });
    expect(screen.queryByLabelText(/كلمة المرور الحالية/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({ name: 'أحمد بن سالم', email: 'demo@store.test', phone: '+966551234567', avatar: null });
    await waitFor(() => expect(appStore.getState().auth?.session?.user.name).toBe('أحمد بن سالم'));
  });

  it('asks for the current password once the e-mail changes, and shows a wrong one beside it', async () => {
    await render();
    fireEvent.change(await screen.findByLabelText(/البريد الإلكتروني/), { target: { value: 'ahmad@store.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/كلمة المرور الحالية/), { target: { value: 'Wrong@123' } });
    answer = refused(400, 'بعض الحقول غير صحيحة', {
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'currentPassword', code: 'wrong_password', message: 'كلمة المرور الحالية غير صحيحة' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة')).toBeTruthy();
    expect(puts()[0]).toMatchObject({ email: 'ahmad@store.test', currentPassword: 'Wrong@123' });
    expect(appStore.getState().auth?.session?.user.email).toBe('demo@store.test');
  });

  it('shows a taken e-mail beside the e-mail field', async () => {
    await render();
    fireEvent.change(await screen.findByLabelText(/البريد الإلكتروني/), { target: { value: 'sara@store.test' } });
    fireEvent.change(screen.getByLabelText(/كلمة المرور الحالية/), { target: { value: 'Demo@12345' } });
    answer = refused(409, 'هذا البريد الإلكتروني مسجل مسبقًا', {
      code: 'CONFLICT',
      fields: [{ path: 'email', code: 'email_taken', message: 'هذا البريد الإلكتروني مسجل مسبقًا' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(screen.getByLabelText(/البريد الإلكتروني/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('هذا البريد الإلكتروني مسجل مسبقًا')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تغيير كلمة المرور' }).getAttribute('href')).toBe('/profile/change-password');
  });
});
