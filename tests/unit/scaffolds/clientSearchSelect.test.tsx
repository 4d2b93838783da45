import '@ant-design/v5-patch-for-react-19';
import { Refine, type DataProvider, type GetListParams } from '@refinedev/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import '@/engine/references';
import { ClientSearchSelect } from '@/scaffolds/references/ClientSearchSelect';

/** A backend that records every list asked for and finds one client, whatever the keyword. */
function recordingBackend() {
  const asked: GetListParams[] = [];
  const dataProvider = {
    getList: (params: GetListParams) => {
      asked.push(params);
      return Promise.resolve({ data: [{ clientId: 7, clientName: 'Acme Ltd' }], total: 1 });
    },
    getApiUrl: () => '',
  } as unknown as DataProvider;
  return { asked, dataProvider };
}

const keywordsOf = (asked: GetListParams[]) =>
  asked.map((params) => (params.filters ?? []).map((filter) => 'value' in filter && filter.value));

function mount() {
  const backend = recordingBackend();
  render(
    <Refine dataProvider={backend.dataProvider} options={{ disableTelemetry: true }}>
      <ClientSearchSelect aria-label="Client" />
    </Refine>,
  );
  return { ...backend, input: screen.getByRole('combobox', { name: 'Client' }) };
}

/**
 * Types `text` one character at a time with no time passing between keystrokes (events fired
 * directly: user-event's own waits run on the clock this file fakes).
 */
function typeQuickly(input: HTMLElement, text: string) {
  const start = (input as HTMLInputElement).value;
  for (let end = 1; end <= text.length; end += 1)
    fireEvent.change(input, { target: { value: start + text.slice(0, end) } });
}

/** Lets `ms` pass on the fake clock and the answers that come due settle. */
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeAll(() => changeLanguage('en'));
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the client selector (SPEC §5, §9)', () => {
  it('asks nothing for an empty box or for spaces alone', async () => {
    const { asked, input } = mount();
    fireEvent.mouseDown(input);
    await wait(1000);
    typeQuickly(input, '   ');
    await wait(1000);
    expect(asked).toEqual([]);
    expect(screen.getByText('No matching options')).toBeInTheDocument();
  });

  it('asks once, 300 ms after the last of several quick keystrokes, for the text typed', async () => {
    const { asked, input } = mount();
    typeQuickly(input, 'acme');
    await wait(299);
    expect(asked).toEqual([]);
    await wait(1);
    expect(keywordsOf(asked)).toEqual([['acme']]);
    await wait(1000);
    expect(asked).toHaveLength(1);
    expect(screen.getByText('Acme Ltd')).toBeInTheDocument();
  });

  it('asks by the trimmed text, and no more once the text is emptied again', async () => {
    const { asked, input } = mount();
    typeQuickly(input, '  ac ');
    await wait(300);
    expect(keywordsOf(asked)).toEqual([['ac']]);
    await wait(0);
    expect(screen.getByText('Acme Ltd')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    await wait(1000);
    expect(asked).toHaveLength(1);
    expect(screen.queryByText('Acme Ltd')).toBeNull();
  });

  it('is 280 wide', () => {
    const { input } = mount();
    expect(input.closest('.ant-select')).toHaveStyle({ width: '280px' });
  });
});
