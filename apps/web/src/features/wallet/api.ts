import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExportFormat, PayoutAccountInput, TransactionsFilter, TransferInput, WithdrawInput } from '@souqna/contracts';
import { walletEndpoints as e } from '@/lib/endpoints.ts';
import { download, request, requestAnswer, requestList } from '@/lib/request.ts';
import type { DateRange } from '@/lib/sales.ts';
import { saveFile } from '@/lib/save-file.ts';

export interface TransactionsPage {
  filter: TransactionsFilter;
  page: number;
  pageSize: number;
}

/** Under one root: a payout asked or an account saved refreshes the balance, the entries and the payouts. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  history: (range: DateRange) => [...walletKeys.all, 'history', range] as const,
  transactions: (q: TransactionsPage) => [...walletKeys.all, 'transactions', q] as const,
  payouts: (page: number) => [...walletKeys.all, 'payouts', page] as const,
  accounts: () => [...walletKeys.all, 'accounts'] as const,
};

/** GET /wallet/balance: available, pending, on hold and total, in the store's currency. */
export const useWalletBalance = () => useQuery({ queryKey: walletKeys.balance(), queryFn: () => request(e.balance) });

/** GET /wallet/balance-history: the balance at the end of each day of the range. */
export const useBalanceHistory = (range: DateRange) =>
  useQuery({
    queryKey: walletKeys.history(range),
    queryFn: () => request(e.history, { query: range }),
    placeholderData: keepPreviousData,
  });

/** GET /wallet/transactions: a page of the ledger, newest first, filtered. */
export const useTransactions = (q: TransactionsPage) =>
  useQuery({
    queryKey: walletKeys.transactions(q),
    queryFn: () => requestList(e.transactions, { query: { ...q.filter, page: q.page, pageSize: q.pageSize } }),
    placeholderData: keepPreviousData,
  });

/** GET /wallet/payouts: the payouts asked, newest first. */
export const usePayouts = (page: number, pageSize: number) =>
  useQuery({
    queryKey: walletKeys.payouts(page),
    queryFn: () => requestList(e.payouts, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** GET /wallet/accounts: the store's own account first, then its beneficiaries. */
export const usePayoutAccounts = () => useQuery({ queryKey: walletKeys.accounts(), queryFn: () => request(e.accounts) });

export const withdraw = (input: WithdrawInput) => requestAnswer(e.withdraw, { body: input });
export const transfer = (input: TransferInput) => requestAnswer(e.transfer, { body: input });
export const saveOwnAccount = (input: PayoutAccountInput) => requestAnswer(e.saveOwnAccount, { body: input });
export const addBeneficiary = (input: PayoutAccountInput) => requestAnswer(e.addBeneficiary, { body: input });
export const removeBeneficiary = (id: string) => requestAnswer(e.removeBeneficiary, { params: { id } });

/** The entries the filter matches as a file (CSV or XLSX), saved by the browser. */
export async function exportTransactions(format: ExportFormat, filter: TransactionsFilter): Promise<void> {
  const { blob, fileName } = await download(e.exportTransactions, { query: { format, ...filter } });
  saveFile(blob, fileName ?? `transactions.${format}`);
}
