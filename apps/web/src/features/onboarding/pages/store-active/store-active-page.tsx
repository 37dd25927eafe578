import { addMessages, domainMessages } from '@souqna/contracts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { StoreActivation } from './store-activation.tsx';

// The store screens word the domains' field codes and upload refusals (docs/decisions.md "Web app").
addMessages(domainMessages);

/** /StoreActivePage, in the auth area's card. */
export default function StoreActivePage() {
  return (
    <QueryScope>
      <StoreActivation />
    </QueryScope>
  );
}
