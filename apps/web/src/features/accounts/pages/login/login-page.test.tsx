import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/test/render.tsx';
import LoginPage from './login-page.tsx';

describe('login page', () => {
  it('shows the contracts’ Arabic messages beside the empty fields on submit', async () => {
    await renderScreen(<LoginPage />, { path: '/auth/login', namespaces: ['auth'] });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(screen.getByText('يجب ألا يقل عن 6 أحرف')).toBeTruthy();
    expect(screen.getByLabelText(/البريد الإلكتروني/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says the same in English, and links to register and to the forgot-password page', async () => {
    await renderScreen(<LoginPage />, { path: '/auth/login', lang: 'en', namespaces: ['auth'] });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'merchant@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The e-mail address is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/frogot');
  });
});
