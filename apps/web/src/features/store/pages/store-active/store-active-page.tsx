import { QueryScope } from '../../../../lib/query-scope.tsx';
import { StoreActivation } from './store-activation.tsx';

/** /StoreActivePage, in the auth area's card. */
export default function StoreActivePage() {
  return (
    <QueryScope>
      <StoreActivation />
    </QueryScope>
  );
}
