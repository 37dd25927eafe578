export default function ProductDetailsPage() { return null; }
