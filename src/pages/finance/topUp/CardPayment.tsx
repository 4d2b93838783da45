import { Alert, Button, Space, Typography } from 'antd';
import { useAppAbility } from '@/auth/AbilityContext';
import { useTranslation } from '@/i18n/useTranslation';
import { safeUrl } from '@/ui/addresses';
import { CARD_PAY_METHOD } from '../../../../schemas/cardPayment';

const AWAITING = '0';

/**
 * A card top-up awaiting payment (`show.panel` of orgFinanceWalletPay, through TopUpPanel): the
 * way to the provider's payment page the create call answered (`payUrl`, only an http(s)
 * address), for those who may pay by card (`payByCard`, src/access/rules.ts). The provider
 * brings the payer back to the return page (/pay/return), which shows the outcome.
 */
export default function CardPayment({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const url = safeUrl(record.payUrl);
  const awaiting = String(record.status) === AWAITING;
  if (String(record.payMethod) !== String(CARD_PAY_METHOD) || !awaiting || !url) return null;
  if (!ability.can('payByCard', 'OrgFinance')) return null;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
      <Typography.Title level={5}>{t('orgFinanceGuide.card.title')}</Typography.Title>
      <Alert type="info" showIcon message={t('orgFinanceGuide.card.text')} />
      <Button type="primary" href={url}>
        {t('orgFinanceGuide.card.pay')}
      </Button>
    </Space>
  );
}
