import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { collection } from '@demo-backend/engine/collections';
import { getStore, saveStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue #38, point 3: the rebate list shows a rebate's amount as spend × rate, rounded to its
// currency, whatever amount the backend sends beside them.

const WAIT = { timeout: 30000 };

setupFixtureBackend([], {});

describe('a rebate in the list', () => {
  it('is worth its spend × its rate: JPY 81,831 × 1.21 % = JPY 990', async () => {
    const rebates = collection(getStore(), 'clientRebate');
    const [rebate] = rebates.splice(1, 1);
    Object.assign(rebate, {
      currency: 'JPY',
      spendAmount: 81831,
      rebateRate: 1.21,
      // What a backend might store beside them: never shown.
      rebateAmount: 64707,
      createTime: Math.floor(Date.now() / 1000),
    });
    rebates.unshift(rebate);
    saveStore();

    window.history.pushState({}, '', '/client/rebate');
    render(<App />);
    const spends = await screen.findAllByText('JPY 81,831', {}, WAIT);
    const row = spends.map((cell) => cell.closest('tr.ant-table-row')).find(Boolean)!;
    await waitFor(() => expect(row).toHaveTextContent('JPY 990'), WAIT);
    expect(row).not.toHaveTextContent('64,707');
  }, 60000);
});
