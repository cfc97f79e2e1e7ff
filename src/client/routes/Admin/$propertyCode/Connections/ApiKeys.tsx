import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../../../features/admin-api-keys/api-keys-page';

// Owners: Connections > API keys, the keys the hotel's other systems call Stayfront with.
export const Route = createFileRoute('/Admin/$propertyCode/Connections/ApiKeys')({
  component: ApiKeysPage,
});
