import { useList } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import type { ResourceDef } from '@/engine/types';
import { ACTION_LOG } from './detailModel';

type Row = Record<string, unknown>;

const HISTORY_SIZE = 50;

/**
 * A record's history (`GET /actionLog/list` by its entity and id, newest first), asked for again
 * whenever the record is (an action or an edit changed it). The timeline and the progress share
 * the one query.
 */
export function useRecordHistory(resource: ResourceDef, id: string, updatedAt: number) {
  const { result, query } = useList<Row>({
    resource: ACTION_LOG,
    filters: [
      { field: 'targetType', operator: 'eq', value: resource.schema!.entity },
      { field: 'targetId', operator: 'eq', value: id },
    ],
    sorters: [{ field: 'createTime', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: HISTORY_SIZE },
    successNotification: false,
    errorNotification: false,
  });
  const seen = useRef(updatedAt);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === updatedAt) return;
    seen.current = updatedAt;
    void refetch();
  }, [updatedAt, refetch]);
  const entries: Row[] = Array.isArray(result.data) ? result.data : [];
  return { entries, query };
}
