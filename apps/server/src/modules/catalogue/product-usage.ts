import type { Tx } from '../../db/client.ts';

// How categories, brands and units are used by products. The products module (issue 4, built on
// another branch) owns the product tables; these answer "none" until it fills them in.

/** How many products each category of the store holds directly, by category id (absent means 0). */
export async function productCountsOf(_tx: Tx, _storeId: string): Promise<Map<string, number>> {
  return new Map(); // No product table yet: the products module counts product_categories rows here.
}

/** Whether any product is filed under the category, which forbids deleting it. */
export async function categoryHasProducts(_tx: Tx, _storeId: string, _categoryId: string): Promise<boolean> {
  return false; // No product table yet: the products module looks in product_categories here.
}

/** Whether any product has this brand, which forbids deleting it. */
export async function brandHasProducts(_tx: Tx, _storeId: string, _brandId: string): Promise<boolean> {
  return false; // No product table yet: the products module looks at products.brand_id here.
}

/** Whether any product is sold by this unit, which forbids deleting it. */
export async function unitHasProducts(_tx: Tx, _storeId: string, _unitId: string): Promise<boolean> {
  return false; // No product table yet: the products module looks at products.unit_id here.
}
