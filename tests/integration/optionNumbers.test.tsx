import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { collection } from '@demo-backend/engine/collections';
import { getStore, saveStore } from '@demo-backend/store';
import { roleIds } from '../../schemas/enums';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue #38, point 7: the selects of media agents, clients and staff find them by name or by
// number, and show the number beside the name, so that repeated names are told apart.

const WAIT = { timeout: 30000 };

setupFixtureBackend([], {});

function open(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
}

const filterForm = (entity: string) =>
  within(document.querySelector(`#filters-${entity}`) as HTMLElement);

/** The texts of the options the open select draws. */
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');

describe('the media agent select (searched on the server)', () => {
  it('tells two agents of the same name apart by their numbers, and finds one by its number', async () => {
    const user = userEvent.setup();
    const agents = collection(getStore(), 'mediaAgent').slice(5, 7);
    for (const agent of agents) agent.mediaAgentName = '星河重名传媒';
    saveStore();
    const [first, second] = agents.map((agent) => `星河重名传媒（${String(agent.mediaAgentSN)}）`);

    open('/mediaAgent/payment');
    await screen.findByText(/共 \d+ 条/, {}, WAIT);
    const select = filterForm('mediaAgentPayment').getByRole('combobox', { name: '媒体代理' });
    await user.click(select);
    await user.keyboard('星河重名');
    expect(await screen.findByRole('option', { name: first }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: second })).toBeInTheDocument();

    await user.clear(select);
    await user.keyboard(String(agents[1].mediaAgentSN));
    await waitFor(() => expect(shownOptions()).toEqual([second]), WAIT);
  }, 60000);
});

describe('a staff select (the whole list, filtered in the browser)', () => {
  it('finds a member by its number as by its name, the number beside the name', async () => {
    const user = userEvent.setup();
    const bds = collection(getStore(), 'member').filter(
      (row) => row.role === roleIds.BD && row.status === 1,
    );
    const target = bds[0];
    const label = `${String(target.name)}（${String(target.adminId)}）`;
    const holding = (text: string) =>
      bds
        .map((row) => `${String(row.name)}（${String(row.adminId)}）`)
        .filter((o) => o.includes(text));

    open('/client/list');
    await screen.findByText(/共 \d+ 条/, {}, WAIT);
    const expand = filterForm('client').queryByRole('button', { name: /展\s*开/ });
    if (expand) await user.click(expand);
    await user.click(filterForm('client').getByRole('combobox', { name: 'BD' }));
    await user.keyboard(String(target.adminId));
    await waitFor(() => expect(shownOptions()).toEqual(holding(String(target.adminId))), WAIT);
    expect(shownOptions()).toContain(label);
  }, 60000);
});
