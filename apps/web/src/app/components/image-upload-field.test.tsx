import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/render.tsx';
import { ImageUploadField } from './image-upload-field.tsx';

function Field({ initial = null as string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return <ImageUploadField label="شعار المتجر" value={value} onChange={setValue} />;
}

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

afterEach(() => vi.restoreAllMocks());

describe('image upload field', () => {
  it('refuses a text file named .png and a 6 MB image without sending anything', async () => {
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const fetched = vi.spyOn(globalThis, 'fetch');
    await renderScreen(<Field />, { namespaces: ['uploads'] });
    expect(screen.getByText('اسحب صورة إلى هنا أو انقر لاختيارها')).toBeTruthy();

    pick(new File(['not an image'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('الملف ليس صورة مدعومة، اختر صورة JPEG أو PNG أو WebP أو GIF أو AVIF')).toBeTruthy();

    pick(new File([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(6 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('حجم الصورة أكبر من 5 ميغابايت، اختر صورة أصغر')).toBeTruthy();

    expect(opened).not.toHaveBeenCalled();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('shows a stored image from its thumbnail, with change and remove; remove clears the value', async () => {
    const path = '/images/uploads/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70.webp';
    await renderScreen(<Field initial={path} />, { namespaces: ['uploads'], lang: 'en' });
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(path.replace('.webp', '-thumb.webp'));
    expect(screen.getByRole('button', { name: 'Change image' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Image preview' })).toBeNull());
    expect(screen.getByText('Drag an image here or click to choose one')).toBeTruthy();
  });
});
