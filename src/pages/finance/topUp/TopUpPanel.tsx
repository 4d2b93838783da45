import CardPayment from './CardPayment';
import UsdtDeposit from './UsdtDeposit';

/**
 * Under a top-up's details (`show.panel` of orgFinanceWalletPay): how to pay it, by its method:
 * a USDT deposit's address and confirmations, or the way to a card payment. Each part draws
 * nothing for a top-up it is not about.
 */
export default function TopUpPanel({ record }: { record: Record<string, unknown> }) {
  return (
    <>
      <UsdtDeposit record={record} />
      <CardPayment record={record} />
    </>
  );
}
