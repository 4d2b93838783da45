import { Alert, Descriptions } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { formatMoney } from '@/scaffolds/fields/format';
import { CREDITED_CURRENCY, quoteRecharge } from '../../../../schemas/rechargeFees';

/**
 * Under the top-up form (`form.summary` of orgFinanceWalletPay): the fee lines of the chosen
 * method and the amount that will be credited, recomputed as the payer types, before confirming
 * (before an amount is typed, at 0).
 */
export default function RechargeQuote({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  // Before an amount is typed, the chosen method's fee lines at 0: its rules said before they bite.
  const typed = values.amount !== undefined && values.amount !== null && values.amount !== '';
  const quote = quoteRecharge(typed ? values : { ...values, amount: '0' });
  if (!quote) return <Alert type="info" showIcon message={t('orgFinanceGuide.quote.incomplete')} />;
  const { currency } = quote;
  return (
    <Descriptions
      data-testid="recharge-quote"
      title={t('orgFinanceGuide.quote.title')}
      column={1}
      bordered
      size="small"
    >
      {quote.lines.length === 0 && (
        <Descriptions.Item label={t('orgFinanceGuide.quote.fees')}>
          {t('orgFinanceGuide.quote.noFee')}
        </Descriptions.Item>
      )}
      {quote.lines.map((line) => (
        <Descriptions.Item
          key={line.kind}
          label={t(`orgFinanceGuide.quote.${line.kind}`, { rate: line.rate })}
        >
          {formatMoney(line.fee, currency)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('orgFinanceGuide.quote.credited')}>
        <strong>{formatMoney(quote.credited, currency)}</strong>
        {currency !== CREDITED_CURRENCY && (
          <div>{t('orgFinanceGuide.quote.asDollars', { currency: CREDITED_CURRENCY })}</div>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
