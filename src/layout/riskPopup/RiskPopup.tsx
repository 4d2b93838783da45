import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { useTranslation } from '@/i18n/useTranslation';
import { fetchPoppedWarnings, readWarning, type PoppedWarning } from './riskPopupApi';
import { RISK_READ_COUNTDOWN_SECONDS, useCountdown } from './useCountdown';

/** "Read" once the item's countdown is over (SPEC §5, §9); until then, the seconds left. */
function ReadButton({ warning, onRead }: { warning: PoppedWarning; onRead: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(RISK_READ_COUNTDOWN_SECONDS);
  const [busy, setBusy] = useState(false);
  const read = async () => {
    setBusy(true);
    try {
      await readWarning(warning.id);
      onRead();
    } catch {
      // The data layer has said why; the warning stays to be read again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="primary"
      disabled={left > 0}
      loading={busy}
      onClick={() => void read()}
      data-testid="risk-popup-read"
    >
      {left > 0 ? t('riskPopup.readIn', { seconds: left }) : t('riskPopup.read')}
    </Button>
  );
}

/**
 * The finance risk warnings not yet read, one at a time after login (`GET /risk/adminPopupRisk`):
 * each is read with its button, enabled 5 seconds after it shows, and then does not come back
 * (the backend records the reader). Closed, it stays closed for the browser session (the tab) and
 * shows the warnings still unread at the next one.
 */
export default function RiskPopup() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const dismissedKey = `riskPopup.dismissed.${user?.adminId ?? ''}`;
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey) === '1');
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const { data } = useQuery({
    queryKey: ['riskPopup', user?.adminId],
    queryFn: fetchPoppedWarnings,
    enabled: user !== undefined && user !== null,
    staleTime: Infinity,
    retry: false,
  });
  const waiting = (data ?? []).filter((warning) => !read.has(warning.id));
  const current = waiting[0];
  if (!current || dismissed) return null;
  const total = (data ?? []).length;
  const onRead = () => {
    setRead((before) => new Set(before).add(current.id));
  };
  return (
    <Modal
      open
      title={t('riskPopup.title')}
      maskClosable={false}
      onCancel={() => {
        sessionStorage.setItem(dismissedKey, '1');
        setDismissed(true);
      }}
      footer={<ReadButton key={current.id} warning={current} onRead={onRead} />}
    >
      <Typography.Text type="secondary">
        {t('riskPopup.position', { index: total - waiting.length + 1, total })}
      </Typography.Text>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {current.title}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {current.content}
      </Typography.Paragraph>
    </Modal>
  );
}
