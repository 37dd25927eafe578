import { describe, expect, it } from 'vitest';
import { translate } from '@souqna/contracts';
import { checkImageFile, refusalOfRejected, uploadPercent } from './image-file.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const file = (bytes: BlobPart[], name: string, type: string) => new File(bytes, name, { type });

describe('checking a picked image before it is sent', () => {
  it('refuses a 6 MB file in the server’s words for the same refusal', async () => {
    const big = file([new Uint8Array(PNG_HEAD), new Uint8Array(6 * 1024 * 1024)], 'banner.png', 'image/png');
    expect(await checkImageFile(big, 'ar')).toEqual({
      code: 'FILE_TOO_LARGE',
      message: translate('upload.tooLarge', 'ar', { max: 5 }),
    });
    expect((await checkImageFile(big, 'en'))?.message).toBe('The image is larger than 5 MB; choose a smaller one');
  });

  it('refuses a text file named .png, whatever type the browser gives it', async () => {
    const text = file(['شعار المتجر'], 'logo.png', 'image/png');
    expect(await checkImageFile(text, 'ar')).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'الملف ليس صورة مدعومة، اختر صورة JPEG أو PNG أو WebP أو GIF أو AVIF',
    });
    expect((await checkImageFile(file([], 'empty.png', 'image/png'), 'en'))?.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('lets a real image through, up to exactly 5 MB, even with a wrong name', async () => {
    const png = file([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024 - PNG_HEAD.length)], 'photo.txt', '');
    expect(png.size).toBe(5 * 1024 * 1024);
    expect(await checkImageFile(png, 'ar')).toBeNull();
  });

  it('words the drop zone’s own refusals the same way', () => {
    expect(refusalOfRejected(['file-too-large'], 'en').code).toBe('FILE_TOO_LARGE');
    expect(refusalOfRejected(['file-invalid-type'], 'ar').message).toBe(translate('upload.notAnImage', 'ar'));
  });
});

describe('upload progress', () => {
  it.each([
    [0, 0, 0],
    [500, 0, 0],
    [0, 1000, 0],
    [1, 1000, 0],
    [333, 1000, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
  ])('%d of %d bytes is %d%%', (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });
});
