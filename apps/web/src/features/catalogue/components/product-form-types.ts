import type { UseFormReturnType } from '@mantine/form';
import type { ProductFormValues } from '@/features/catalogue/product-values.ts';

export type ProductForm = UseFormReturnType<ProductFormValues>;

/** A field's message, when it has one. */
export const errorOf = (form: ProductForm, path: string) => form.errors[path] as string | undefined;
