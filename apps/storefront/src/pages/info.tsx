import { whatsappChat, type ShopStore } from '@souqna/contracts';
import type { PageMeta } from '../parts/head.tsx';
import type { InfoTopic, ShopView, Speech } from '../view.ts';

/** The words of a store page: the merchant's own where they wrote them, else the storefront's. */
function paragraphsOf(s: Speech, store: ShopStore, topic: InfoTopic, text: string | null): string[] {
  const written = text?.trim();
  const words =
    topic === 'privacy'
      ? s.t.privacyText
      : topic === 'contact'
        ? s.t.contactIntro
        : written || (topic === 'about' ? s.say(s.t.aboutFallback, { name: store.name }) : s.t.returnsFallback);
  return words.split('\n').filter((p) => p.trim() !== '');
}

export function infoMeta(view: ShopView, s: Speech, topic: InfoTopic, text: string | null): PageMeta {
  return {
    title: s.t.info[topic] ?? topic,
    description: paragraphsOf(s, view.store, topic, text)[0]!.slice(0, 160),
    path: `/${topic}`,
  };
}

export function InfoPage({ s, store, topic, text }: { s: Speech; store: ShopStore; topic: InfoTopic; text: string | null }) {
  const whatsapp = whatsappChat(store.contact.whatsapp);
  return (
    <article className="info">
      <h1>{s.t.info[topic]}</h1>
      {paragraphsOf(s, store, topic, text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {topic === 'contact' ? (
        <dl className="facts">
          {store.contact.phone ? (
            <>
              <dt>{s.t.phone}</dt>
              <dd>
                <a href={`tel:${store.contact.phone}`} dir="ltr">
                  {store.contact.phone}
                </a>
              </dd>
            </>
          ) : null}
          {store.contact.email ? (
            <>
              <dt>{s.t.email}</dt>
              <dd>
                <a href={`mailto:${store.contact.email}`}>{store.contact.email}</a>
              </dd>
            </>
          ) : null}
          {whatsapp ? (
            <>
              <dt>{s.t.networks.whatsapp}</dt>
              <dd>
                <a href={whatsapp} rel="noopener" target="_blank">
                  {s.t.whatsapp}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
