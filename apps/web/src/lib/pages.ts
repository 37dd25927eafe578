/**
 * The app's page paths as the specification spells them (misspellings included), declared once:
 * links, navigation and redirects take them from here (`import * as pages from '@/lib/pages.ts'`),
 * never a path written out. The pages a visitor meets before the store's screens are in
 * `entry-pages.ts` (re-exported here), which the login page imports alone.
 */
export const subscribeRequired = '/subscribe-required';
export const products = '/products/show';
export const productForm = '/products/products-page';
export const stock = '/products/stock';
export const orders = '/orders/orders-page';
export const addOrder = '/orders/add-order';
export const orderStatuses = '/orders/order-statuses';
export const pendingInvoices = '/pending-invoices';
export const customers = '/order/customer-mangemant';
export const profile = '/profile';
export const profilePassword = '/profile/change-password';
export const plans = '/plans';
export const billing = '/billing-page';
export const addWarehouse = '/warehouse/add';
export const storeSettings = '/store-setting';
export const storeColors = '/store-color';
export const pdfIdentity = '/pdf-identity';
export const pdfForm = '/pdf-form';
export const payments = '/integrations/payments';
export const shipping = '/integrations/shipping';
export const messaging = '/integrations/settings';
export const customerMessages = '/integrations/customer-messages';
export const webhooks = '/integrations/webhooks';
export const tools = '/integrations/tools';

export * from './entry-pages.ts';
import { startup, warehouses, withQuery } from './entry-pages.ts';

const id = encodeURIComponent;
export const product = (productId: string) => `${products}/${id(productId)}`;
export const order = (orderId: string) => `${orders}/${id(orderId)}`;
export const customer = (customerId: string) => `${customers}/${id(customerId)}`;
export const manualOrder = (sessionId: string) => `${addOrder}/${id(sessionId)}`;
export const editWarehouse = (warehouseId: string) => `${warehouses}/edit/${id(warehouseId)}`;
export const subCategories = (categoryId: string) => `${startup}/${id(categoryId)}`;
export const notifications = '/order/notifications';
export const coupons = '/marketing/coupons';
export const categories = '/products/categories';
export const productsMore = '/products/more';
/** The home tabs besides `home` (the quick reports). */
export const homeDashboard = '/home/dashboard';
export const homeProductsPerformance = '/home/products-performance';
export const homeAnalytics = '/home/analytics';
export const homeReports = '/home/reports';
/** The product form, empty or with the product `productId` to edit. */
export const productFormOf = (productId?: string) => (productId ? withQuery(productForm, { productId }) : productForm);
/** The spec's other spelling of a product's page (`/productDaitals/{id}`). */
export const productDetailsOld = '/productDaitals';
export const vat = '/mony-management/vat';
export const wallet = '/mony-management/wallet';
export const transactions = '/mony-management/transactions';
export const settings = '/setting';
export const senderEmail = '/email';
