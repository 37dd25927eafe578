import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BrandInput, type CategoryInput, type CategoryNode, type UnitInput } from '@souqna/contracts';
import { brandEndpoints, categoryEndpoints, unitEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer, requestList } from '@/lib/request.ts';
import { ApiError, type ClientErrorCode } from '@/lib/api-error.ts';
import { i18n } from '@/i18n/i18n.ts';
import { applyMove } from './category-moves.ts';

export interface ListParams {
  page: number;
  pageSize: number;
  search?: string;
}

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};
export const brandKeys = {
  all: ['brands'] as const,
  list: (q: ListParams) => [...brandKeys.all, 'list', q] as const,
};
export const unitKeys = {
  all: ['units'] as const,
  list: (q: ListParams) => [...unitKeys.all, 'list', q] as const,
};

export type CategoryCall = 'fetch' | 'add' | 'update' | 'delete';

/** Failures found on this side of the wire carry no server message. */
const CLIENT_CODES = new Set<string>(['NETWORK', 'TIMEOUT', 'BAD_RESPONSE'] satisfies ClientErrorCode[]);

/**
 * What a failed category call says (spec §5, §8): the server's message when it answered one, the
 * default sentence of the call ("failed to fetch categories", ...) when it did not.
 */
export function categoryFailure(error: unknown, call: CategoryCall): string {
  const fromServer = error instanceof ApiError && !CLIENT_CODES.has(error.code) && error.message;
  return fromServer ? error.message : i18n.t(`catalogue:categories.failed.${call}`);
}

/** GET /store-management/category: the store's whole tree, each level in order. */
export const useCategoryTree = () => useQuery({ queryKey: categoryKeys.tree(), queryFn: () => request(categoryEndpoints.tree) });

export const createCategory = (input: CategoryInput) => requestAnswer(categoryEndpoints.create, { body: input });
export const updateCategory = (id: string, input: CategoryInput) =>
  requestAnswer(categoryEndpoints.update, { params: { id }, body: input });
export const deleteCategory = (id: string) => requestAnswer(categoryEndpoints.remove, { params: { id } });

/** The fields a move sends with it: PUT replaces them, so they travel as they are. */
export const categoryFields = (c: CategoryNode) => ({
  name: c.name,
  nameEn: c.nameEn,
  description: c.description,
  image: c.image,
});

export interface CategoryMove {
  category: CategoryNode;
  parentCategoryId: string | null;
  position: number;
}

/** Re-parents or reorders at once on screen, then asks the server; a refusal puts the tree back. */
export function useMoveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ category, parentCategoryId, position }: CategoryMove) =>
      updateCategory(category.categoryId, { ...categoryFields(category), parentCategoryId, position }),
    onMutate: async ({ category, parentCategoryId, position }) => {
      await qc.cancelQueries({ queryKey: categoryKeys.tree() });
      const before = qc.getQueryData<CategoryNode[]>(categoryKeys.tree());
      if (before) qc.setQueryData(categoryKeys.tree(), applyMove(before, category.categoryId, parentCategoryId, position));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) qc.setQueryData(categoryKeys.tree(), context.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: categoryKeys.tree() }),
  });
}

/** A page of brands, searched by name on the server (Arabic letter forms alike). */
export const useBrands = (q: ListParams) =>
  useQuery({
    queryKey: brandKeys.list(q),
    queryFn: () =>
      requestList(brandEndpoints.list, { query: { page: q.page, pageSize: q.pageSize, search: q.search || undefined } }),
    placeholderData: keepPreviousData,
  });

export const createBrand = (input: BrandInput) => requestAnswer(brandEndpoints.create, { body: input });
export const updateBrand = (id: string, input: BrandInput) =>
  requestAnswer(brandEndpoints.update, { params: { id }, body: input });
export const deleteBrand = (id: string) => requestAnswer(brandEndpoints.remove, { params: { id } });

export const useUnits = (q: ListParams) =>
  useQuery({
    queryKey: unitKeys.list(q),
    queryFn: () => requestList(unitEndpoints.list, { query: { page: q.page, pageSize: q.pageSize } }),
    placeholderData: keepPreviousData,
  });

export const createUnit = (input: UnitInput) => requestAnswer(unitEndpoints.create, { body: input });
export const updateUnit = (id: string, input: UnitInput) => requestAnswer(unitEndpoints.update, { params: { id }, body: input });
export const deleteUnit = (id: string) => requestAnswer(unitEndpoints.remove, { params: { id } });
