import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadVisibility, UploadedImage } from '@souqna/contracts';
import { ApiError } from '@/lib/api-error.ts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { uploadImage } from './api.ts';
import { checkImageFile, uploadPercent, type ImageRefusal } from './image-file.ts';

export type UploadProgress =
  { status: 'idle' } | { status: 'checking' } | { status: 'uploading'; percent: number; localUrl: string };

/**
 * One image at a time: checked in the browser, sent with progress, cancellable. A new pick cancels
 * the one in flight; leaving the page cancels it too.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void, visibility: UploadVisibility = 'public') {
  const { t } = useTranslation('uploads');
  const [progress, setProgress] = useState<UploadProgress>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setProgress({ status: 'idle' });
  }, []);
  const refuse = useCallback((refusal: ImageRefusal) => setError(refusal.message), []);

  const start = useCallback(
    async (file: File) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setError(null);
      setProgress({ status: 'checking' });
      const refused = await checkImageFile(file, currentLanguage());
      if (controller.signal.aborted) return;
      if (refused) {
        setProgress({ status: 'idle' });
        setError(refused.message);
        return;
      }
      const localUrl = URL.createObjectURL(file);
      setProgress({ status: 'uploading', percent: 0, localUrl });
      try {
        const image = await uploadImage(
          file,
          file.name,
          {
            signal: controller.signal,
            onProgress: (loaded, total) =>
              setProgress((p) => (p.status === 'uploading' ? { ...p, percent: uploadPercent(loaded, total) } : p)),
          },
          visibility,
        );
        if (!image?.path) setError(t('errors.noPath'));
        else uploaded.current(image);
      } catch (failure) {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? t('errors.failed', { reason: failure.message }) : t('errors.unknown'));
      } finally {
        URL.revokeObjectURL(localUrl);
        if (inFlight.current === controller) {
          inFlight.current = null;
          setProgress({ status: 'idle' });
        }
      }
    },
    [t, visibility],
  );

  return { progress, error, start, cancel, refuse, clearError: () => setError(null) };
}
