import { ReportsView } from '../reports/reports-page.tsx';

/** /home/products-performance: the products' sales, returns and profit beside their stock and how long it lasts. */
export default function ProductsPerformancePage() {
  return <ReportsView only="products-performance" />;
}
