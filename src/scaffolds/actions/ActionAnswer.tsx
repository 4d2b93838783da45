import { Typography } from 'antd';

/**
 * What an action answered for the user to read and copy (its `shows` field: an authorisation
 * link), in the dialog that follows the call.
 */
export function ActionAnswer({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Paragraph copyable={{ text: value }} data-testid="action-answer">
        {/^https?:\/\//.test(value) ? (
          <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
            {value}
          </Typography.Link>
        ) : (
          value
        )}
      </Typography.Paragraph>
    </div>
  );
}
