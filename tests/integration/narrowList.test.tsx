import '@ant-design/v5-patch-for-react-19';
import { render, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue 39: below the mobile breakpoint a desktop list showed a table cut to about 3 columns,
// its "view" button overflowing the card. It shows its records as cards instead.
setupFixtureBackend([], {});

/** A screen 390 px wide: below the mobile breakpoint (767.98 px) and a phone's (576 px). */
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width: (767\.98|576)px/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

const WAIT = { timeout: 30000 };

async function cardsOf(address: string) {
  window.history.pushState({}, '', address);
  render(<App />);
  const list = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.record-cards');
    expect(found).not.toBeNull();
    return found!;
  }, WAIT);
  return within(list).getAllByRole('listitem');
}

describe('a desktop list below the mobile breakpoint', () => {
  it('shows each record as a card with every listed column and its actions, no table', async () => {
    const cards = await cardsOf('/client/list');
    expect(cards.length).toBeGreaterThan(1);
    expect(document.querySelector('.ant-table')).toBeNull();
    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 2 }).textContent).not.toBe('');
    const labels = [...cards[0].querySelectorAll('dt')].map((label) => label.textContent);
    expect(labels.length).toBeGreaterThan(3);
    expect(labels).toContain('客户名称');
    // Its actions, inside the card.
    expect(first.getByRole('link', { name: /^查\s?看$/ })).toBeInTheDocument();
    expect(first.getByRole('button', { name: /更\s?多/ })).toBeInTheDocument();
    // Selectable for the list's batch actions, each box named by its record.
    expect(first.getByRole('checkbox', { name: /^选择 / })).toBeInTheDocument();
  }, 60000);

  it('draws images from data as thumbnails in the cards', async () => {
    const cards = await cardsOf('/client/payment');
    const receipt = await within(cards[0]).findByRole('img', { name: '付款凭证' }, WAIT);
    expect(receipt.getAttribute('src')).toMatch(/^http:\/\/localhost(:\d+)?\/api\/common\/file\//);
  }, 60000);
});
