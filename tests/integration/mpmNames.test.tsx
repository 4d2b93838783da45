import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { monthsFromNow } from '@demo-backend/engine/months';
import { getStore, saveStore } from '@demo-backend/store';
import { call } from '../unit/mocks/client';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue #38, point 7: a media agent's MPMs are shown by name (the staff they reference), a new
// agent's too; an id no MPM has is shown as sent.

const WAIT = { timeout: 30000 };

setupFixtureBackend([], {});

/** A new agent, created as the form sends it, whose MPMs are these member ids. */
async function newAgent(mpmIds: unknown[]): Promise<Row> {
  const created = await call<Row>('main', '/mediaAgent/add', {
    method: 'POST',
    token: session.getToken()!,
    language: 'zh-CN',
    body: {
      mediaAgentName: '新建测试代理',
      platform: 'Google',
      contractEntityName: 'Test entity Ltd',
      checkoutPeriod: 'month',
      currency: 'USD',
      paymentDays: 30,
      mpmIds,
      serviceFees: [{ effectiveTime: monthsFromNow(1), feeRate: '3' }],
      rebatePolicies: [
        {
          effectiveTime: monthsFromNow(1),
          rebateMode: 1,
          rebatePeriod: 'month',
          regionRatios: [{ region: 'native', ratio: '2' }],
        },
      ],
    },
  });
  expect(created.code).toBe(0);
  return created.data;
}

/** The value beside a label in the page's details. */
function detailValue(label: string): HTMLElement {
  const cell = [...document.querySelectorAll('.ant-descriptions-item-label')].find(
    (element) => element.textContent?.trim() === label,
  );
  if (!cell?.nextElementSibling) throw new Error(`No detail labelled ${label}`);
  return cell.nextElementSibling as HTMLElement;
}

describe("a media agent's MPMs", () => {
  it('are named in the list and on the page of a new agent', async () => {
    const mpm = collection(getStore(), 'member').find((row) => row.adminId === 113)!;
    const agent = await newAgent([113]);
    window.history.pushState({}, '', '/mediaAgent/list');
    render(<App />);
    const name = await screen.findByText('新建测试代理', {}, WAIT);
    const row = name.closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent(String(mpm.name)), WAIT);
    expect(row.textContent).not.toMatch(/\b113\b/);

    cleanup();
    window.history.pushState({}, '', `/mediaAgent/detail/${String(agent.mediaAgentId)}`);
    render(<App />);
    await screen.findByTestId('detail-title', {}, WAIT);
    await waitFor(
      () => expect(detailValue('媒体合作经理')).toHaveTextContent(String(mpm.name)),
      WAIT,
    );
  }, 60000);

  it('shows an id no MPM has as sent', async () => {
    const agent = await newAgent([113]);
    collection(getStore(), 'mediaAgent').find(
      (row) => row.mediaAgentId === agent.mediaAgentId,
    )!.mpmIds = [113, 98765];
    saveStore();
    window.history.pushState({}, '', `/mediaAgent/detail/${String(agent.mediaAgentId)}`);
    render(<App />);
    await screen.findByTestId('detail-title', {}, WAIT);
    await waitFor(() => expect(detailValue('媒体合作经理')).toHaveTextContent('98765'), WAIT);
    expect(detailValue('媒体合作经理')).toHaveTextContent('杨伟');
  }, 60000);
});
