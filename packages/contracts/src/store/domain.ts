import { z } from 'zod';

/** A store domain is a subdomain label of STORE_BASE_DOMAIN (docs/product-rules.md "Onboarding and verification"). */
export const DOMAIN_MIN_LENGTH = 3;
export const DOMAIN_MAX_LENGTH = 63;

/** Labels no store may take: they name the platform's own hosts, or could pass for it. */
export const RESERVED_DOMAINS: readonly string[] = [
  'www',
  'api',
  'admin',
  'administrator',
  'app',
  'apps',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'ftp',
  'sftp',
  'ssh',
  'vpn',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'mx',
  'shop',
  'shops',
  'store',
  'stores',
  'souqna',
  'souq',
  'support',
  'help',
  'helpdesk',
  'docs',
  'status',
  'blog',
  'news',
  'dev',
  'develop',
  'test',
  'testing',
  'stage',
  'staging',
  'demo',
  'sandbox',
  'beta',
  'static',
  'cdn',
  'assets',
  'images',
  'img',
  'media',
  'files',
  'uploads',
  'download',
  'downloads',
  'dashboard',
  'panel',
  'console',
  'portal',
  'account',
  'accounts',
  'auth',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'billing',
  'payment',
  'payments',
  'pay',
  'checkout',
  'cart',
  'invoice',
  'invoices',
  'merchant',
  'merchants',
  'seller',
  'sellers',
  'partner',
  'partners',
  'platform',
  'system',
  'root',
  'owner',
  'security',
  'abuse',
  'postmaster',
  'hostmaster',
  'webmaster',
  'noreply',
  'no-reply',
  'info',
  'contact',
  'about',
  'legal',
  'privacy',
  'terms',
  'careers',
  'jobs',
  'marketing',
  'sales',
  'official',
  'internal',
  'local',
  'localhost',
];

const RESERVED = new Set(RESERVED_DOMAINS);
const LABEL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type DomainProblem = 'invalid' | 'reserved';

/** What is wrong with a domain on its face (before asking who holds it), or null. */
export function domainProblem(domain: string): DomainProblem | null {
  if (domain.length < DOMAIN_MIN_LENGTH || domain.length > DOMAIN_MAX_LENGTH || !LABEL.test(domain)) return 'invalid';
  return RESERVED.has(domain) ? 'reserved' : null;
}

/** Trimmed and lower-cased: domains are the same whatever the case they were typed in. */
const typedDomain = () => z.string().trim().toLowerCase().max(255);

/** The live check while typing: any text is a fair question; the answer says what is wrong with it. */
export const CheckDomainInput = z.strictObject({ domain: typedDomain() });
export type CheckDomainInput = z.input<typeof CheckDomainInput>;

export const DomainAvailability = z.object({
  domain: z.string(),
  available: z.boolean(),
  reason: z.enum(['taken', 'reserved', 'invalid']).nullable(),
});
export type DomainAvailability = z.infer<typeof DomainAvailability>;

/** Choosing a domain: a malformed one is a field error; a reserved or taken one is a 409. */
export const AddDomainInput = z.strictObject({
  domain: typedDomain()
    .min(1)
    .refine((v) => domainProblem(v) !== 'invalid', { message: 'invalid_domain', abort: true }),
});
export type AddDomainInput = z.input<typeof AddDomainInput>;
