import { Card, Steps, Typography } from 'antd';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { enumLabel } from '../fields/renderers';
import { formatDate } from '../fields/format';
import { historyActionKey } from './detailModel';
import { latestByStage, latestReason, stageOfState } from './progressModel';
import { useRecordHistory } from './useRecordHistory';

type Row = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Where a record stands (`detail.progress`): its stages with the current one marked (failed for
 * a failed end), who acted in each and when, what its state means, with its code, and the last
 * reason given. The stages come from the declaration; who and when from the record's history.
 */
export function DetailProgress({
  resource,
  record,
  id,
  updatedAt,
}: {
  resource: ResourceDef;
  record: Row;
  id: string;
  updatedAt: number;
}) {
  const { t } = useTranslation();
  const progress = resource.detail!.progress!;
  const { entries } = useRecordHistory(resource, id, updatedAt);
  const state = record[progress.field];
  const current = stageOfState(progress, state);
  const failed = (progress.failed ?? []).some((s) => String(s) === String(state));
  const last = current === progress.steps.length - 1;
  const latest = latestByStage(resource, progress, entries);
  const field = resource.schema!.fields[progress.field];
  const reason = latestReason(entries);

  return (
    <Card title={t('detail.progress')} data-testid="detail-progress">
      <Steps
        current={Math.max(current, 0)}
        // A finished record (its last stage) is done, or failed; otherwise the stage is under way.
        status={failed ? 'error' : last ? 'finish' : 'process'}
        items={progress.steps.map((step, index) => {
          const entry = index <= current ? latest.get(index) : undefined;
          const action = entry ? text(entry.action) : '';
          const key = action ? historyActionKey(resource, action) : undefined;
          return {
            title: t(step.title),
            description: entry ? (
              <span data-testid="progress-step-actor">
                {text(entry.operatorName) || text(entry.operatorId) || '—'}
                {key ? ` · ${t(key)}` : ''}
                <br />
                {formatDate(entry.createTime, true)}
              </span>
            ) : undefined,
          };
        })}
      />
      <div className="detail-progress-state" data-testid="progress-state">
        <Typography.Text strong>
          {t('detail.progressState', {
            code: text(state),
            label: field ? enumLabel(field, state, t) : text(state),
          })}
        </Typography.Text>
        {reason && <div>{t('detail.reason', { reason })}</div>}
      </div>
    </Card>
  );
}
