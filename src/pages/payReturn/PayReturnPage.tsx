import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/data/apiError';
import { createQueryClient } from '@/data/queryClient';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import { useTranslation } from '@/i18n/useTranslation';
import { formatMoney } from '@/scaffolds/fields/format';
import { MAIN_CONTENT_ID } from '@/ui/mainContent';
import { SkipLink } from '@/ui/SkipLink';
import { usePageTitle } from '@/ui/usePageTitle';
import { orgFinanceWalletLog, orgFinanceWalletPay } from '../../../resources/orgFinance';
import { CARD_POLL_FOR_MS, CARD_POLL_MS } from '../../../schemas/cardPayment';
import {
  fetchCardPayment,
  readCardReturn,
  UnreadableCardPayment,
  type CardPayment,
} from './cardReturnApi';
import '@/ui/publicPage.css';
import './payReturn.css';

/**
 * SPEC §2's public return page of the card payment provider (`/pay/return`, no login needed, as
 * /login): reads the top-up's number and the provider's payment id from the address, asks the
 * backend for the top-up's real state, and shows its amount, currency and state: paid, failed, or
 * pending, asked again every 3 s until it settles or 30 minutes have passed. Links lead to the
 * wallet recharge page and the wallet record (which take a login).
 */
export default function PayReturnPage() {
  // Its own cache: the page stands outside the console (and its Refine) like /login.
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <PayReturn />
    </QueryClientProvider>
  );
}

function PayReturn() {
  const { t } = useTranslation();
  usePageTitle('payReturn.title');
  const [params] = useSearchParams();
  const asked = useMemo(() => readCardReturn(params), [params]);
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: ['cardReturn', asked?.orderSn, asked?.paymentId],
    queryFn: () => fetchCardPayment(asked!),
    enabled: asked !== null,
    // A pending payment is asked again until it settles, for 30 minutes at most.
    refetchInterval: (current) =>
      current.state.data?.state === 'pending' && Date.now() - openedAt < CARD_POLL_FOR_MS
        ? CARD_POLL_MS
        : false,
  });
  const payment = query.data;
  let body: ReactNode;
  if (!asked) {
    body = (
      <Result
        status="warning"
        title={t('payReturn.badLink')}
        subTitle={t('payReturn.badLinkText')}
      />
    );
  } else if (payment) {
    // Still pending at the last answer, 30 minutes on: no more asking.
    const givenUp = query.dataUpdatedAt - openedAt >= CARD_POLL_FOR_MS;
    body = <PaymentResult payment={payment} givenUp={givenUp} />;
  } else if (query.isError) {
    const error = query.error;
    const unreadable =
      error instanceof UnreadableCardPayment || (isApiError(error) && error.kind === 'malformed');
    body = (
      <Result
        status="error"
        title={t(unreadable ? 'payReturn.unreadable' : 'payReturn.loadFailed')}
        subTitle={isApiError(error) && error.kind === 'envelope' ? error.message : undefined}
        extra={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="pay-return-checking" role="status">
        <Spin size="large" />
        <p>{t('payReturn.checking')}</p>
      </div>
    );
  }
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="public-page">
      <SkipLink />
      <div className="public-topbar">
        <LanguageSwitch />
      </div>
      <section className="public-card pay-return-card">
        <h1 className="pay-return-title">{t('payReturn.title')}</h1>
        {/* A pending payment that settles is said as it changes. */}
        <div aria-live="polite">
          {body}
          {payment && query.isError && (
            <Alert type="warning" showIcon message={t('payReturn.loadFailed')} />
          )}
        </div>
        <Space className="pay-return-links" size="large" wrap>
          <Link to={String(orgFinanceWalletPay.route)}>{t('payReturn.walletPay')}</Link>
          <Link to={String(orgFinanceWalletLog.route)}>{t('payReturn.walletLog')}</Link>
        </Space>
      </section>
    </main>
  );
}

const RESULT_STATUS = { paid: 'success', failed: 'error', pending: 'info' } as const;

/** The payment's state, its top-up's number and amount with its currency, as the backend said. */
function PaymentResult({ payment, givenUp }: { payment: CardPayment; givenUp: boolean }) {
  const { t } = useTranslation();
  const { state } = payment;
  const stalled = state === 'pending' && givenUp;
  const text = stalled
    ? t('payReturn.stillPending', { minutes: CARD_POLL_FOR_MS / 60000 })
    : t(`payReturn.${state}Text`);
  return (
    <>
      <Result
        status={stalled ? 'warning' : RESULT_STATUS[state]}
        title={t(`payReturn.state.${state}`)}
        subTitle={text}
      />
      {/* A plain list, not antd's Descriptions: its styles come with the console's. */}
      <dl className="pay-return-details">
        <div>
          <dt>{t('payReturn.orderSn')}</dt>
          <dd>{payment.orderSn}</dd>
        </div>
        <div>
          <dt>{t('payReturn.amount')}</dt>
          <dd data-testid="pay-return-amount">{formatMoney(payment.amount, payment.currency)}</dd>
        </div>
        <div>
          <dt>{t('payReturn.status')}</dt>
          <dd data-testid="pay-return-state">{t(`payReturn.state.${state}`)}</dd>
        </div>
      </dl>
    </>
  );
}
