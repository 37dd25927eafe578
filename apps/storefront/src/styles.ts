/**
 * The storefront's one stylesheet, inlined in each page's head (no request before the first paint).
 * Logical properties only, so one sheet serves both directions; the store's colour arrives as
 * `--brand` and its readable text colour as `--on-brand`; dark when the phone is.
 */
export const FONT_FACES = (base: string) =>
  [
    ['arabic', 400, 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+FB50-FDFF,U+FE70-FEFC'],
    ['arabic', 700, 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+FB50-FDFF,U+FE70-FEFC'],
    ['latin', 400, 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212,U+2215'],
    ['latin', 700, 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212,U+2215'],
  ]
    .map(
      ([subset, weight, range]) =>
        `@font-face{font-family:'IBM Plex Sans Arabic';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${base}/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2) format('woff2');unicode-range:${range}}`,
    )
    .join('');

export const STYLES = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light dark;--bg:#fffdf9;--fg:#1f1a14;--muted:#5f5548;--line:#e9e1d6;--card:#fff;--sale:#b42318;--ok:#067647}
@media (prefers-color-scheme:dark){:root{--bg:#17130f;--fg:#f4efe8;--muted:#c5b9aa;--line:#3a3129;--card:#221c16;--sale:#ff8a80;--ok:#75e0a7}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 'IBM Plex Sans Arabic',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
a{color:inherit}
img{max-inline-size:100%;block-size:auto;display:block}
.wrap{max-inline-size:1200px;margin-inline:auto;padding-inline:16px}
.skip{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.skip:focus{inline-size:auto;block-size:auto;clip-path:none;inset-inline-start:8px;inset-block-start:8px;background:var(--card);padding:8px;z-index:9}
header.top{border-block-end:1px solid var(--line);background:var(--card)}
.bar{display:flex;align-items:center;gap:12px;flex-wrap:wrap;padding-block:10px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:1.15rem;text-decoration:none;margin-inline-end:auto}
.brand img{inline-size:40px;block-size:40px;object-fit:contain;border-radius:8px}
form.search{display:flex;flex:1 1 240px;min-inline-size:0;max-inline-size:420px}
form.search input{flex:1;inline-size:100%;min-inline-size:0;padding:10px 12px;border:1px solid var(--line);border-start-start-radius:10px;border-end-start-radius:10px;border-inline-end:0;background:var(--bg);color:var(--fg);font:inherit}
form.search button,.btn{padding:10px 16px;border:0;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:700;cursor:pointer;text-decoration:none;display:inline-block}
form.search button{border-start-end-radius:10px;border-end-end-radius:10px}
.btn{border-radius:10px}
.lang{font-weight:700;text-decoration:none;padding:8px}
nav.cats{overflow-x:auto;white-space:nowrap;padding-block:6px 10px}
nav.cats a{display:inline-block;padding:6px 12px;margin-inline-end:6px;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-size:.9rem}
main{padding-block:20px 40px;min-block-size:60vh}
h1{font-size:1.6rem;line-height:1.3;margin:0 0 12px}h2{font-size:1.25rem;margin:28px 0 12px}
.hero{display:grid;gap:12px;align-items:center;background:var(--card);border:1px solid var(--line);border-radius:16px;overflow:hidden}
.hero .text{padding:20px}.hero p{color:var(--muted);margin:0 0 16px}
@media (min-width:760px){.hero{grid-template-columns:1fr 1fr}.hero .text{padding:32px}}
.hero+.tiles{margin-block-start:16px}
.tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;list-style:none;padding:0;margin:0}
.tiles a{display:block;text-decoration:none;border:1px solid var(--line);border-radius:12px;overflow:hidden;background:var(--card)}
.tiles span{display:block;padding:8px 10px;font-weight:700}
.tiles img{aspect-ratio:4/3;object-fit:cover;inline-size:100%}
.grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;list-style:none;padding:0;margin:0}
@media (min-width:760px){.grid{grid-template-columns:repeat(4,minmax(0,1fr));gap:16px}}
.card{border:1px solid var(--line);border-radius:12px;overflow:hidden;background:var(--card);block-size:100%;display:flex;flex-direction:column}
.card a{text-decoration:none;display:flex;flex-direction:column;flex:1}
.card .pic{aspect-ratio:1;background:var(--line);display:grid;place-items:center;color:var(--muted)}
.card .pic img{inline-size:100%;block-size:100%;object-fit:cover}
.card .body{padding:8px 10px;display:flex;flex-direction:column;gap:4px;flex:1}
.card .name{font-weight:700;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
.price,.state{display:block}.price{font-weight:700}.was{color:var(--muted);text-decoration:line-through;font-weight:400;margin-inline-start:6px;font-size:.9em}
.state{font-size:.85rem;color:var(--muted)}.state.low{color:var(--sale)}.state.out{color:var(--sale);font-weight:700}
.listing{display:grid;gap:20px}@media (min-width:900px){.listing{grid-template-columns:240px 1fr}}
details.filters{border:1px solid var(--line);border-radius:12px;padding:12px;background:var(--card)}
details.filters summary{font-weight:700;cursor:pointer}
@media (min-width:900px){details.filters summary{pointer-events:none;list-style:none}}
fieldset{border:0;padding:0;margin:12px 0}legend{font-weight:700;margin-block-end:6px}
.row{display:flex;gap:8px}.row label{flex:1}.row input{inline-size:100%}
input[type=number],select{padding:8px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--fg);font:inherit}
label.check{display:flex;gap:8px;align-items:center;padding-block:4px}
.tools{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px;margin-block-end:12px}
.muted{color:var(--muted)}
nav.pager ul{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:24px 0 0;justify-content:center}
nav.pager a,nav.pager span{display:inline-block;min-inline-size:40px;padding:8px 10px;text-align:center;border:1px solid var(--line);border-radius:8px;text-decoration:none}
nav.pager [aria-current]{background:var(--brand);color:var(--on-brand);border-color:var(--brand);font-weight:700}
.empty{text-align:center;padding:40px 16px;border:1px dashed var(--line);border-radius:16px}
.product{display:grid;gap:24px}@media (min-width:860px){.product{grid-template-columns:1fr 1fr}.product.bare{grid-template-columns:minmax(0,720px)}}
.gallery{display:grid;gap:8px}.gallery .main{border-radius:16px;overflow:hidden;border:1px solid var(--line);background:var(--card)}
.thumbs{display:flex;gap:8px;overflow-x:auto;list-style:none;padding:0;margin:0}.thumbs img{inline-size:72px;block-size:72px;object-fit:cover;border-radius:8px;border:1px solid var(--line)}
.buy .price{font-size:1.5rem}
.options fieldset{margin:16px 0}.choices{display:flex;flex-wrap:wrap;gap:8px}
.choices a{padding:8px 14px;border:1px solid var(--line);border-radius:10px;text-decoration:none;min-block-size:44px;display:inline-flex;align-items:center}
.choices a[aria-current]{border:2px solid var(--brand);font-weight:700}
.choices a.out{text-decoration:line-through;color:var(--muted)}
section.notify{border:1px solid var(--line);border-radius:12px;padding:12px 16px;margin-block:16px;background:var(--card)}
section.notify h2{margin-block-start:0;font-size:1.05rem}section.notify input{flex:1;min-inline-size:0;padding:10px 12px;border:1px solid var(--line);border-radius:10px;background:var(--bg);color:var(--fg);font:inherit}
.ok{color:var(--ok);font-weight:700}.problem{color:var(--sale);font-weight:700}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:16px 0}dl.facts dt{color:var(--muted)}dl.facts dd{margin:0}
.desc{overflow-wrap:anywhere}
article.info{max-inline-size:720px}article.info p{margin:0 0 12px}
footer.bottom{border-block-start:1px solid var(--line);background:var(--card);padding-block:24px;font-size:.95rem}
footer .cols{display:grid;gap:20px}@media (min-width:760px){footer .cols{grid-template-columns:repeat(3,1fr)}}
footer h2{font-size:1rem;margin:0 0 8px}footer ul{list-style:none;padding:0;margin:0}footer li{padding-block:4px}
.wa{position:fixed;inset-block-end:16px;inset-inline-end:16px;inline-size:52px;block-size:52px;display:grid;place-items:center;background:#128c4b;color:#fff;border-radius:50%;box-shadow:0 4px 16px #0004}.wa svg{inline-size:28px;block-size:28px;fill:currentColor}
footer.bottom{padding-block-end:84px}
.soon{min-block-size:100vh;display:grid;place-items:center;text-align:center;padding:24px;background:var(--brand);color:var(--on-brand)}
.soon img{margin:0 auto 16px;inline-size:96px;block-size:96px;object-fit:contain;border-radius:16px;background:#fff}
.crumbs ol{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:0 0 12px;font-size:.9rem;color:var(--muted)}
.crumbs li+li::before{content:'/';margin-inline-end:6px}
`;
