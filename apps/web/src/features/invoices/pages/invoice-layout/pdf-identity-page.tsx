import { InvoiceLayoutPage } from './invoice-layout-page.tsx';

/** `/pdf-identity`: the invoice's identity (title, typeface, logo, colours, watermark, stamp). */
export default function PdfIdentityPage() {
  return <InvoiceLayoutPage section="identity" />;
}
