import { vi } from 'vitest';

/**
 * Files the page saves (`lib/save-file.ts`: an object URL clicked as a link's download), caught in
 * jsdom: the names, in order, and the blobs given to `URL.createObjectURL`. Undone by `vi.restoreAllMocks()`.
 */
export function captureDownloads(): { saved: string[]; blobs: Blob[] } {
  const saved: string[] = [];
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:download';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, blobs };
}
