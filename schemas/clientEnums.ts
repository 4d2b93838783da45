import { defineEnum } from '@/engine/define';

/**
 * Client types (assumed codes; the real list comes from GET /client/clientType): direct advertiser,
 * agency, channel.
 */
export const clientType = defineEnum('clientType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'cyan' },
]);

/** How a client registered (assumed codes). */
export const registrationSource = defineEnum('registrationSource', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'default' },
  { value: 3, color: 'green' },
  { value: 4, color: 'orange' },
]);

/** Where a client came from (assumed codes). */
export const clientSource = defineEnum('clientSource', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'green' },
  { value: 3, color: 'gold' },
  { value: 4, color: 'purple' },
  { value: 5, color: 'cyan' },
  { value: 6, color: 'default' },
]);
