import { useCallback, useState } from 'react';

/** An async action with its pending flag: what the auth forms need of a mutation, without a query cache. */
export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args): Promise<Result> => {
      setPending(true);
      try {
        return await action(...args);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, isPending };
}
