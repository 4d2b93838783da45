import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { defineResource, defineSchema } from '@/engine/define';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { recordCalls } from '../support/recordCalls';

/** A payment as a new user enters one: a name, an amount, payment days and a day. */
const payment = defineResource({
  name: 'boundPayment',
  route: '/boundPayment/list',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'boundPayment',
    id: 'id',
    fields: {
      id: { type: 'number', list: true },
      payer: { type: 'text', list: true, form: { required: true } },
      amount: {
        type: 'money',
        currency: 'USD',
        list: true,
        form: { required: true, nonZero: true },
      },
      paymentDays: { type: 'number', list: true, form: { max: 365 } },
      paidOn: { type: 'date', list: true, form: true },
    },
  }),
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /boundPayment/list', create: 'POST /boundPayment/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
});

const locale = {
  routes: { boundPayment: '付款记录' },
  fields: {
    boundPayment: {
      id: '编号',
      payer: '付款人',
      amount: '金额',
      paymentDays: '付款天数',
      paidOn: '付款日期',
    },
  },
};

const { server } = setupFixtureBackend([payment], locale);

async function openNewPayment() {
  const user = userEvent.setup();
  window.history.pushState({}, '', '/boundPayment/list');
  render(<App />);
  await screen.findByText(/共 \d+ 条/);
  await user.click(screen.getByRole('button', { name: /新增/ }));
  const drawer = within(await screen.findByRole('dialog'));
  return { user, drawer };
}

/** Replaces what an input holds with `text`, as typed (a long text as pasted). */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  if (text.length > 50) await user.paste(text);
  else await user.type(input, text);
}

describe('input that is refused', () => {
  it('refuses a negative, huge, too precise or fractional value and a 10,000-character name, saying why; nothing is sent or clamped', async () => {
    const creates = recordCalls(server, '/boundPayment/add');
    try {
      const { user, drawer } = await openNewPayment();
      const save = () => user.click(drawer.getByRole('button', { name: /保\s?存/ }));
      const amount = drawer.getByLabelText('金额');
      const days = drawer.getByLabelText('付款天数');
      await enter(user, drawer.getByLabelText('付款人'), 'x'.repeat(10000));
      await enter(user, amount, '-5');
      await enter(user, days, '7.5');
      await save();
      // antd redraws the messages as it checks again (a message found may be replaced by its
      // twin a moment later), and a loaded machine may take a while: each is waited for.
      await drawer.findByText('付款人最多 100 个字符');
      await drawer.findByText('金额不能为负数');
      await drawer.findByText('付款天数须为整数');

      await enter(user, drawer.getByLabelText('付款人'), 'Acme Ltd');
      // Written with an exponent, an amount is refused and stays as typed (no 100000000000000000000).
      await enter(user, amount, '1e20');
      await save();
      await drawer.findByText('金额须为数字，如 1234.56');
      expect(amount).toHaveValue('1e20');
      // One message for the one mistake, once antd has settled its list of messages.
      await waitFor(() =>
        expect(
          drawer.getAllByText(/^金额/, { selector: '.ant-form-item-explain-error' }),
        ).toHaveLength(1),
      );

      await enter(user, amount, '1.123456789');
      // Out of range is refused, not clamped: what was typed stays.
      await enter(user, days, '400');
      await user.tab();
      await save();
      await drawer.findByText('金额：USD 金额最多 2 位小数');
      await drawer.findByText('付款天数不能大于 365');
      expect(days).toHaveValue('400');
      expect(amount).toHaveValue('1.123456789');
      expect(creates.bodies).toHaveLength(0);

      // Corrected, it is sent once, as typed.
      await enter(user, amount, '1200.5');
      await enter(user, days, '30');
      await save();
      expect(await screen.findByText('已保存')).toBeInTheDocument();
      expect(creates.bodies).toEqual([{ payer: 'Acme Ltd', amount: '1200.5', paymentDays: 30 }]);
    } finally {
      creates.stop();
    }
  }, 60000);

  it('does not send the form on Enter in a date picker, open or closed', async () => {
    const creates = recordCalls(server, '/boundPayment/add');
    try {
      const { user, drawer } = await openNewPayment();
      await enter(user, drawer.getByLabelText('付款人'), 'Acme Ltd');
      await enter(user, drawer.getByLabelText('金额'), '100');
      const day = drawer.getByLabelText('付款日期');
      // Open: Enter picks the typed day and closes the picker.
      await user.click(day);
      await user.type(day, '2025-03-04{Enter}');
      await waitFor(() => expect(day).toHaveValue('2025-03-04'));
      // Closed: Enter again.
      await user.type(day, '{Enter}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      // Only the save sends it, once.
      await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
      expect(await screen.findByText('已保存')).toBeInTheDocument();
      await waitFor(() => expect(creates.bodies).toHaveLength(1));
      expect(creates.bodies[0]).toMatchObject({ paidOn: '2025-03-04' });
    } finally {
      creates.stop();
    }
  }, 60000);
});

describe('input that is not refused', () => {
  it('saves an overseas client whose phone is foreign; a wrong mainland number is refused', async () => {
    // Under review, so the edit applies at once (one in business waits for review).
    const client = collection(getStore(), 'client').find(
      (row) => row.region === 'overseas' && String(row.phone).startsWith('+') && row.status === 1,
    )!;
    const edits = recordCalls(server, '/client/edit');
    try {
      const user = userEvent.setup();
      window.history.pushState({}, '', `/client/list?drawer=edit&id=${String(client.clientId)}`);
      render(<App />);
      const drawer = within(await screen.findByRole('dialog'));
      const phone = await drawer.findByDisplayValue(String(client.phone));
      const next = () => user.click(drawer.getByRole('button', { name: /下一步/ }));
      await enter(user, phone, '12812345678');
      await next();
      await drawer.findByText('手机号：大陆手机号为以 1 开头的 11 位数字');
      await enter(user, phone, '+44 20 7946 0958');
      for (let step = 0; step < 3; step += 1) await next();
      await user.click(await drawer.findByRole('button', { name: /提\s?交/ }));
      expect(await screen.findByText('已保存')).toBeInTheDocument();
      expect(edits.bodies).toHaveLength(1);
      expect(edits.bodies[0]).toMatchObject({ phone: '+44 20 7946 0958' });
      const stored = collection(getStore(), 'client').find(
        (row) => row.clientId === client.clientId,
      );
      expect(stored?.phone).toBe('+44 20 7946 0958');
    } finally {
      edits.stop();
    }
  }, 90000);
});
