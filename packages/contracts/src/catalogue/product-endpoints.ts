import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import {
  AdvancedInfo,
  AdvancedInfoInput,
  DataLink,
  DataLinkQuery,
  Product,
  ProductImages,
  ProductInput,
  ProductMediaInput,
  ProductParams,
  ProductVariants,
  ProductVariantsInput,
  VariantsQuery,
  WarehouseChoice,
} from './product.ts';

/**
 * Products: create, read, replace and delete; media, variants, advanced info, the warehouses of the
 * quantity section and the link builder (spec §7 "Catalogue"), the admin role.
 */
export const productEndpoints = {
  create: endpoint({ method: 'POST', path: '/product/create-product', body: ProductInput, data: Product, status: 201 }),
  get: endpoint({ method: 'GET', path: '/product/asem-product/:id', params: ProductParams, data: Product }),
  update: endpoint({ method: 'PUT', path: '/product/:id/product', params: ProductParams, body: ProductInput, data: Product }),
  remove: endpoint({ method: 'DELETE', path: '/product/:id/product', params: ProductParams, data: z.null() }),
  warehouseChoices: endpoint({ method: 'GET', path: '/product/warehouse-select-main', data: z.array(WarehouseChoice) }),
  images: endpoint({ method: 'GET', path: '/product/:id/images', params: ProductParams, data: ProductImages }),
  saveImages: endpoint({
    method: 'PUT',
    path: '/product/:id/images',
    params: ProductParams,
    body: ProductMediaInput,
    data: ProductImages,
  }),
  variants: endpoint({ method: 'GET', path: '/product/:id/variants-details', params: ProductParams, data: ProductVariants }),
  saveVariants: endpoint({
    method: 'PUT',
    path: '/product/variants-update',
    query: VariantsQuery,
    body: ProductVariantsInput,
    data: ProductVariants,
  }),
  advancedInfo: endpoint({
    method: 'GET',
    path: '/product/advanced-info-by-product/:id',
    params: ProductParams,
    data: AdvancedInfo,
  }),
  createAdvancedInfo: endpoint({
    method: 'POST',
    path: '/product/advanced-info-create/:id',
    params: ProductParams,
    body: AdvancedInfoInput,
    data: AdvancedInfo,
    status: 201,
  }),
  updateAdvancedInfo: endpoint({
    method: 'PUT',
    path: '/product/advanced-info-update/:id',
    params: ProductParams,
    body: AdvancedInfoInput,
    data: AdvancedInfo,
  }),
  dataLink: endpoint({ method: 'GET', path: '/product/data-link', query: DataLinkQuery, data: DataLink }),
};
