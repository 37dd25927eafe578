import { InvoiceLayoutPage } from './invoice-layout-page.tsx';

/** `/pdf-form`: what the invoice shows, its words, the return policy and automatic sending. */
export default function PdfFormPage() {
  return <InvoiceLayoutPage section="form" />;
}
