import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { ApiError } from '@/lib/api-error.ts';
import { uploadImage } from '@/lib/uploads/api.ts';
import { checkImageFile } from '@/lib/uploads/image-file.ts';

/**
 * Several images picked at once, checked and uploaded one after the other (two cores, one server):
 * each lands in the gallery as soon as it is stored; a refused one says why and the others go on.
 */
export function useMediaUploads(onUploaded: (image: UploadedImage, fileName: string) => void) {
  const { t } = useTranslation('uploads');
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);

  const upload = async (files: File[]) => {
    setErrors([]);
    setPending((n) => n + files.length);
    for (const file of files) {
      try {
        const refused = await checkImageFile(file, currentLanguage());
        if (refused) {
          setErrors((e) => [...e, `${file.name}: ${refused.message}`]);
          continue;
        }
        const image = await uploadImage(file, file.name);
        if (image?.path) onUploaded(image, file.name);
        else setErrors((e) => [...e, `${file.name}: ${t('errors.noPath')}`]);
      } catch (failure) {
        const reason = failure instanceof ApiError ? t('errors.failed', { reason: failure.message }) : t('errors.unknown');
        setErrors((e) => [...e, `${file.name}: ${reason}`]);
      } finally {
        setPending((n) => n - 1);
      }
    }
  };

  return { upload, pending, errors, refuse: (message: string) => setErrors([message]) };
}
