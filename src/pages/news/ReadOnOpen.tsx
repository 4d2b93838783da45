import { useEffect, useRef } from 'react';
import { useResource } from '@/engine/ResourceContext';
import { useActionCall } from '@/scaffolds/actions/useActionCall';
import { FormattedValue } from './formattedField';

const UNREAD = 0;

/**
 * Under a received message's details: its content, formatted (never its raw HTML) and,
 * when it was unread, the message marked read as it opens (`markRead`, which refreshes the
 * centre and the top bar's count).
 */
export default function ReadOnOpen({ record }: { record: Record<string, unknown> }) {
  const resource = useResource();
  const run = useActionCall(resource);
  const marked = useRef<unknown>(undefined);
  const markRead = resource.actions?.markRead;

  useEffect(() => {
    const id = record.id;
    if (!markRead || Number(record.status) !== UNREAD || marked.current === id) return;
    marked.current = id;
    void run('markRead', markRead, record).catch(() => undefined);
  }, [markRead, record, run]);

  return <FormattedValue value={record.content} />;
}
