import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { normalizeMedia, type MediaItem } from '@souqna/contracts';
import { renderScreen } from '@/test/render.tsx';
import { MediaGallery } from './media-gallery.tsx';

const image = (n: number) => `/images/uploads/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e7${n}.webp`;
const THREE = normalizeMedia([1, 2, 3].map((n) => ({ imageUrl: image(n), altText: `عود ${n}`, isMain: false })));

function Gallery({ initial }: { initial: MediaItem[] }) {
  const [items, setItems] = useState(initial);
  return <MediaGallery items={items} onChange={setItems} />;
}

/** The tiles as the merchant sees them: name, number and whether each is the main one. */
const tiles = () =>
  screen.getAllByTestId('media-tile').map((tile) => {
    const main = within(tile).queryByText('الرئيسية') ? ' (الرئيسية)' : '';
    return `${tile.getAttribute('aria-label')}${main}`;
  });

describe('the product gallery', () => {
  it('shows the first image as main, and moves an image with its arrows and by dragging', async () => {
    await renderScreen(<Gallery initial={THREE} />, { namespaces: ['product', 'uploads'] });
    expect(tiles()).toEqual(['عود 1 (الرئيسية)', 'عود 2', 'عود 3']);

    fireEvent.click(screen.getByRole('button', { name: 'تأخير عود 1' }));
    expect(tiles()).toEqual(['عود 2', 'عود 1 (الرئيسية)', 'عود 3']);
    expect(screen.getByRole('button', { name: 'تقديم عود 2' })).toHaveProperty('disabled', true);

    // Drag the last tile onto the first: it takes the first place, the main stays main.
    const [first, , last] = screen.getAllByTestId('media-tile');
    const dataTransfer = { setData: () => undefined, effectAllowed: 'move' };
    fireEvent.dragStart(last!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(tiles()).toEqual(['عود 3', 'عود 2', 'عود 1 (الرئيسية)']);
    expect(screen.getAllByTestId('media-tile').map((t) => within(t).getAllByText(/^\d$/)[0]!.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('makes another image main, and deleting the main one makes the first remaining one main', async () => {
    await renderScreen(<Gallery initial={THREE} />, { namespaces: ['product', 'uploads'] });
    fireEvent.click(screen.getByRole('button', { name: 'جعل عود 3 الرئيسية' }));
    expect(tiles()).toEqual(['عود 1', 'عود 2', 'عود 3 (الرئيسية)']);

    fireEvent.click(screen.getByRole('button', { name: 'حذف عود 3' }));
    expect(tiles()).toEqual(['عود 1 (الرئيسية)', 'عود 2']);
  });

  it('adds a video link, refusing one without http(s)', async () => {
    await renderScreen(<Gallery initial={[]} />, { namespaces: ['product', 'uploads'] });
    expect(screen.getByText('لا صور بعد. أول صورة تضيفها تصبح الصورة الرئيسية.')).toBeTruthy();
    const link = screen.getByRole('textbox', { name: 'رابط فيديو' });
    fireEvent.change(link, { target: { value: 'youtube.com/watch?v=oud' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الفيديو' }));
    expect(await screen.findByText('الرابط يجب أن يبدأ بـ http:// أو https://')).toBeTruthy();
    fireEvent.change(link, { target: { value: 'https://youtube.com/watch?v=oud' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الفيديو' }));
    expect(tiles()).toEqual(['الوسيط 1 (الرئيسية)']);
    expect(screen.getByText('https://youtube.com/watch?v=oud')).toBeTruthy();
  });
});
