import { z } from 'zod';

/**
 * The `data` of a download endpoint: the answer is the file itself, not the envelope (docs/api.md).
 * Apart from `endpoint.ts`, which the login page loads for `pathOf` and must not bring zod with it.
 */
export const FileAnswer = z.null();
