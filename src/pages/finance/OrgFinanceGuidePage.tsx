import { Alert, Button, Card, Space, Steps } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router';
import { PageHeading } from '@/layout/PageHeading';

const rechargeSteps = ['choose', 'minimum', 'usdt', 'credited'] as const;
const paymentSteps = ['accounts', 'transfer', 'register', 'confirmed'] as const;

/** /orgFinance/guid: how a reseller recharges its wallet and pays (the rules of SPEC §5, §9). */
export default function OrgFinanceGuidePage() {
  const { t } = useTranslation();
  const steps = (section: string, keys: readonly string[]) =>
    keys.map((key) => ({
      title: t(`orgFinanceGuide.${section}.${key}.title`),
      description: t(`orgFinanceGuide.${section}.${key}.text`),
    }));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageHeading />
      <Card
        title={t('orgFinanceGuide.recharge.title')}
        extra={
          <Link to="/orgFinance/walletPay">
            <Button type="primary">{t('routes.orgFinanceWalletPay')}</Button>
          </Link>
        }
      >
        <Steps direction="vertical" current={-1} items={steps('recharge', rechargeSteps)} />
      </Card>
      <Card
        title={t('orgFinanceGuide.payment.title')}
        extra={
          <Link to="/orgFinance/payment">
            <Button>{t('routes.orgFinancePayment')}</Button>
          </Link>
        }
      >
        <Steps direction="vertical" current={-1} items={steps('payment', paymentSteps)} />
        <Alert type="info" showIcon message={t('orgFinanceGuide.payment.fees')} />
      </Card>
    </Space>
  );
}
