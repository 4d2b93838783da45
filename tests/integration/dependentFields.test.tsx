import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { defineEnum, defineResource, defineSchema } from '@/engine/define';
import { setupFixtureBackend } from '../support/fixtureBackend';

const topUpCurrency = defineEnum('topUpCurrency', [{ value: 'USD' }, { value: 'USDT' }]);
const topUpMethod = defineEnum('topUpMethod', [{ value: 1 }, { value: 2 }, { value: 3 }]);
const topUpNetwork = defineEnum('topUpNetwork', [{ value: 'TRC20' }]);
const settleMethod = defineEnum('settleMethod', [{ value: 'cash' }, { value: 'transfer' }]);
const usdt = { field: 'currency', values: ['USDT'] } as const;

/** A recharge whose fields follow its currency (SPEC §9: USDT on TRC20). */
const topUp = defineResource({
  name: 'topUp',
  route: '/topUp/list',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'topUp',
    id: 'id',
    fields: {
      id: { type: 'number', list: true },
      currency: {
        type: 'enum',
        enum: topUpCurrency,
        list: true,
        form: { required: true, initial: 'USD' },
      },
      payMethod: {
        type: 'enum',
        enum: topUpMethod,
        list: true,
        form: {
          required: true,
          optionsBy: { field: 'currency', values: { USD: [1, 2], USDT: [3] } },
        },
      },
      network: { type: 'enum', enum: topUpNetwork, form: { showWhen: usdt, requiredWhen: usdt } },
      memo: { type: 'text', form: { requiredWhen: usdt } },
    },
  }),
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /topUp/list', create: 'POST /topUp/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
  actions: {
    settle: {
      call: 'POST /topUp/settle',
      ability: 'update',
      fields: {
        method: { type: 'enum', enum: settleMethod, form: { required: true } },
        serial: {
          type: 'text',
          form: {
            showWhen: { field: 'method', values: ['transfer'] },
            requiredWhen: { field: 'method', values: ['transfer'] },
          },
        },
      },
    },
  },
});

const locale = {
  routes: { topUp: '充值单' },
  fields: {
    topUp: {
      id: '编号',
      currency: '币种',
      payMethod: '支付方式',
      network: '网络',
      memo: '备注',
      method: '结算方式',
      serial: '流水号',
    },
  },
  enums: {
    topUpCurrency: { USD: '美元', USDT: '泰达币' },
    topUpMethod: { 1: '银行转账', 2: '在线支付', 3: 'USDT通道' },
    topUpNetwork: { TRC20: 'TRC20' },
    settleMethod: { cash: '现金', transfer: '转账' },
  },
  actions: { settle: '结算' },
};

/** What `within` gives: queries bound to one part of the page. */
type Scope = ReturnType<typeof within>;

const { server } = setupFixtureBackend([topUp], locale);

/** The bodies sent to a path. */
function recordBodies(path: string) {
  const bodies: Record<string, unknown>[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  };
  server.events.on('request:start', listen);
  return { bodies, stop: () => server.events.removeListener('request:start', listen) };
}

async function openList() {
  const user = userEvent.setup();
  window.history.pushState({}, '', '/topUp/list');
  render(<App />);
  await screen.findByText('共 48 条');
  return user;
}

/** Whether a field's label carries antd's required mark. */
const requiredMark = (scope: Scope, label: string) =>
  scope.getByText(label, { selector: 'label' }).classList.contains('ant-form-item-required');

/** The choices a radio field offers now. */
const choices = (scope: Scope, label: string) =>
  within(scope.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('dependent fields in a drawer form', () => {
  it('show, require and narrow fields by another field, and send no hidden field', async () => {
    const creates = recordBodies('/topUp/add');
    try {
      const user = await openList();
      await user.click(screen.getByRole('button', { name: /新增/ }));
      const drawer = within(await screen.findByRole('dialog'));
      await drawer.findByLabelText('美元');
      // Dollars: no network, the memo optional, two ways to pay.
      expect(drawer.queryByText('网络')).not.toBeInTheDocument();
      expect(requiredMark(drawer, '备注')).toBe(false);
      expect(choices(drawer, '支付方式')).toEqual(['银行转账', '在线支付']);
      await user.click(drawer.getByLabelText('在线支付'));

      // USDT: the network appears, the memo is required, the way to pay narrows and the choice
      // it no longer allows is cleared.
      await user.click(drawer.getByLabelText('泰达币'));
      expect(await drawer.findByText('网络', { selector: 'label' })).toBeInTheDocument();
      expect(requiredMark(drawer, '网络')).toBe(true);
      expect(requiredMark(drawer, '备注')).toBe(true);
      expect(choices(drawer, '支付方式')).toEqual(['USDT通道']);
      await waitFor(() => expect(drawer.getByLabelText('USDT通道')).not.toBeChecked());
      await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
      expect(await drawer.findByText('网络不能为空')).toBeInTheDocument();
      expect(drawer.getByText('备注不能为空')).toBeInTheDocument();
      expect(drawer.getByText('支付方式不能为空')).toBeInTheDocument();
      expect(creates.bodies).toHaveLength(0);

      // Chosen, then hidden again: the network is not sent.
      await user.click(drawer.getByLabelText('TRC20'));
      await user.click(drawer.getByLabelText('美元'));
      await waitFor(() => expect(drawer.queryByText('网络')).not.toBeInTheDocument());
      expect(requiredMark(drawer, '备注')).toBe(false);
      await user.click(drawer.getByLabelText('银行转账'));
      await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
      expect(await screen.findByText('共 49 条')).toBeInTheDocument();
      expect(creates.bodies).toHaveLength(1);
      expect(creates.bodies[0]).toMatchObject({ currency: 'USD', payMethod: 1 });
      expect(creates.bodies[0]).not.toHaveProperty('network');
    } finally {
      creates.stop();
    }
  }, 60000);
});

describe('dependent fields in an action form', () => {
  it('shows and requires a field while another holds a value', async () => {
    const settles = recordBodies('/topUp/settle');
    try {
      const user = await openList();
      const row = screen.getAllByRole('row').find((r) => r.classList.contains('ant-table-row'))!;
      await user.click(within(row).getByRole('button', { name: /更\s?多/ }));
      await user.click(await screen.findByRole('menuitem', { name: '结算' }));
      const dialog = within(await screen.findByRole('dialog'));
      await dialog.findByLabelText('现金');
      expect(dialog.queryByText('流水号')).not.toBeInTheDocument();
      await user.click(dialog.getByLabelText('转账'));
      expect(await dialog.findByText('流水号', { selector: 'label' })).toBeInTheDocument();
      expect(requiredMark(dialog, '流水号')).toBe(true);
      await user.click(dialog.getByRole('button', { name: /确\s?定/ }));
      expect(await dialog.findByText('流水号不能为空')).toBeInTheDocument();
      await user.type(dialog.getByLabelText('流水号'), 'TX-1');
      await user.click(dialog.getByRole('button', { name: /确\s?定/ }));
      expect(await screen.findByText('结算：操作成功')).toBeInTheDocument();
      expect(settles.bodies).toHaveLength(1);
      expect(settles.bodies[0]).toMatchObject({ method: 'transfer', serial: 'TX-1' });
    } finally {
      settles.stop();
    }
  }, 60000);
});
