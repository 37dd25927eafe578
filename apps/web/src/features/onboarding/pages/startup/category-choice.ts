import { createStore, useStore } from 'zustand';
import type { StoreCategory } from '@souqna/contracts';

export type ChosenCategory = Pick<StoreCategory, 'categoryId' | 'parentCategoryId' | 'nameAr' | 'nameEn'>;

interface CategoryChoice {
  chosen: ChosenCategory[];
  toggle: (category: ChosenCategory) => void;
  remove: (categoryId: string) => void;
  clear: () => void;
}

const KEY = 'souqna-onboarding-categories';

function read(): ChosenCategory[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ChosenCategory[]) : [];
  } catch {
    return [];
  }
}

/**
 * The merchant's picks while moving between main categories and their sub-categories (two routes,
 * so two mounts of the page): kept for the tab, so a reload keeps them too until they are saved.
 */
export const categoryChoice = createStore<CategoryChoice>()((set, get) => ({
  chosen: typeof sessionStorage === 'undefined' ? [] : read(),
  toggle: (category) => {
    const chosen = get().chosen;
    set({
      chosen: chosen.some((c) => c.categoryId === category.categoryId)
        ? chosen.filter((c) => c.categoryId !== category.categoryId)
        : [...chosen, category],
    });
  },
  remove: (categoryId) => set({ chosen: get().chosen.filter((c) => c.categoryId !== categoryId) }),
  clear: () => set({ chosen: [] }),
}));

categoryChoice.subscribe((state) => {
  try {
    if (state.chosen.length) sessionStorage.setItem(KEY, JSON.stringify(state.chosen));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the picks live until the page is left.
  }
});

export const useCategoryChoice = <T>(selector: (state: CategoryChoice) => T): T => useStore(categoryChoice, selector);

/** How many picks sit under a main category (the main itself or its sub-categories). */
export const chosenUnder = (chosen: readonly ChosenCategory[], mainId: string) =>
  chosen.filter((c) => c.categoryId === mainId || c.parentCategoryId === mainId).length;
