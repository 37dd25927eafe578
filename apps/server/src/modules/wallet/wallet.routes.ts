import type { FastifyInstance } from 'fastify';
import { walletEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { sendDownload } from '../../platform/download.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as payouts from './payouts.service.ts';
import * as transactions from './transactions.ts';
import * as wallet from './wallet.service.ts';

const tags = ['wallet'];

/**
 * The wallet and transactions pages (spec §7 "Wallet"): the admin role reads them; money leaves
 * (payouts and the accounts they go to) by the owner of a verified store.
 */
export function walletRoutes(app: FastifyInstance, db: Db, now: () => Date = () => new Date()) {
  const onRequest = app.guard({ role: 'admin' });
  const owner = app.guard({ role: 'owner', verifiedStore: true });
  route(app, endpoints.balance, { onRequest, tags }, async (req, reply) =>
    reply.ok(await wallet.balance(storeOf(req, db), now())),
  );
  route(app, endpoints.history, { onRequest, tags }, async (req, reply) =>
    reply.ok(await wallet.history(storeOf(req, db), req.query)),
  );
  route(app, endpoints.transactions, { onRequest, tags }, async (req, reply) =>
    reply.paged(await transactions.list(storeOf(req, db), req.query), req.query),
  );
  route(
    app,
    endpoints.exportTransactions,
    {
      onRequest,
      tags,
      description: 'The matching entries as a file (UTF-8 CSV with BOM, or XLSX), newest first, headers in the request language.',
    },
    async (req, reply) => {
      const { format, ...filter } = req.query;
      const date = now().toISOString().slice(0, 10);
      return sendDownload(
        reply,
        `transactions-${date}`,
        format,
        transactions.exportFile(db, storeOf(req, db).id, format, filter, req.lang),
      );
    },
  );
  route(app, endpoints.invoices, { onRequest, tags }, async (req, reply) =>
    reply.paged(await wallet.invoices(storeOf(req, db), req.query), req.query),
  );
  route(app, endpoints.payouts, { onRequest, tags }, async (req, reply) =>
    reply.paged(await payouts.list(storeOf(req, db), req.query), req.query),
  );
  route(app, endpoints.withdraw, { onRequest: owner, tags }, async (req, reply) => {
    const { payout, created } = await payouts.withdraw(storeOf(req, db), req.body, now());
    return created ? reply.created(payout, 'wallet.payoutAsked') : reply.ok(payout, 'wallet.payoutAsked');
  });
  route(app, endpoints.transfer, { onRequest: owner, tags }, async (req, reply) => {
    const { payout, created } = await payouts.transfer(storeOf(req, db), req.body, now());
    return created ? reply.created(payout, 'wallet.payoutAsked') : reply.ok(payout, 'wallet.payoutAsked');
  });
  route(app, endpoints.accounts, { onRequest, tags }, async (req, reply) => reply.ok(await payouts.accounts(storeOf(req, db))));
  route(app, endpoints.saveOwnAccount, { onRequest: owner, tags }, async (req, reply) =>
    reply.ok(await payouts.saveOwnAccount(storeOf(req, db), req.body), 'wallet.accountSaved'),
  );
  route(app, endpoints.addBeneficiary, { onRequest: owner, tags }, async (req, reply) =>
    reply.created(await payouts.addBeneficiary(storeOf(req, db), req.body), 'wallet.accountSaved'),
  );
  route(app, endpoints.removeBeneficiary, { onRequest: owner, tags }, async (req, reply) => {
    await payouts.removeBeneficiary(storeOf(req, db), req.params.id);
    return reply.ok(null, 'wallet.accountRemoved');
  });
}
