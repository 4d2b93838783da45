import { Alert, Descriptions, QRCode, Space, Typography } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { readInstant } from '@/engine/dates';
import { enumLabel } from '@/scaffolds/fields/renderers';
import { orgFinanceRechargeSchema } from '../../../../schemas/orgFinanceRecharge';
import { USDT_CONFIRMATIONS, USDT_RECOGNITION_MINUTES } from '../../../../schemas/rechargeFees';
import { Countdown } from './Countdown';

const AWAITING = '0';

/**
 * A USDT top-up's deposit (`show.panel` of orgFinanceWalletPay): the address to send to, as text
 * and QR code, the time left to send (SPEC §9: 30 minutes), the confirmations counted of the 25
 * needed, and the state the details drawer follows by polling until it is settled.
 */
export default function UsdtDeposit({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const address = typeof record.depositAddress === 'string' ? record.depositAddress : '';
  if (!address) return null;
  const expiresAt = readInstant(record.expireTime);
  const counted = Number(record.confirmations);
  const confirmations = Number.isFinite(counted) && counted >= 0 ? Math.floor(counted) : 0;
  const awaiting = String(record.status) === AWAITING;
  const state = enumLabel(orgFinanceRechargeSchema.fields.status, record.status, t);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
      <Typography.Title level={5}>{t('orgFinanceGuide.deposit.title')}</Typography.Title>
      <QRCode value={address} size={160} aria-label={t('orgFinanceGuide.deposit.qr')} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('orgFinanceGuide.deposit.address')}>
          <Typography.Text copyable code>
            {address}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('orgFinanceGuide.deposit.state')}>
          <span data-testid="deposit-state">{state}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orgFinanceGuide.deposit.confirmations')}>
          <span data-testid="deposit-confirmations">
            {t('orgFinanceGuide.deposit.counted', {
              counted: Math.min(confirmations, USDT_CONFIRMATIONS),
              needed: USDT_CONFIRMATIONS,
            })}
          </span>
        </Descriptions.Item>
        {awaiting && (
          <Descriptions.Item label={t('orgFinanceGuide.deposit.validFor')}>
            {expiresAt === null ? '—' : <Countdown until={expiresAt} />}
          </Descriptions.Item>
        )}
      </Descriptions>
      {awaiting && (
        <Alert
          type="info"
          showIcon
          message={t('orgFinanceGuide.deposit.recognition', {
            from: USDT_RECOGNITION_MINUTES[0],
            to: USDT_RECOGNITION_MINUTES[1],
            count: USDT_CONFIRMATIONS,
          })}
        />
      )}
    </Space>
  );
}
