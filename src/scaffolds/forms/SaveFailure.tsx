import { Alert } from 'antd';

/** Why the last save was refused, in the form itself (a toast may have been deduplicated). */
export function SaveFailure({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <Alert type="error" showIcon message={reason} style={{ marginBottom: 16 }} />;
}
