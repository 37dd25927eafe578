export { renderShopPage, type RenderedPage } from './render.tsx';
export { INFO_TOPICS, NOTIFY_NOTICES, pathIn, type InfoTopic, type NotifyNotice, type ShopPage, type ShopView } from './view.ts';
export { SHOP_ASSETS } from './parts/head.tsx';
export { listingQuery } from './pages/listing.tsx';
