import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineSchema } from '@/engine/define';
import { changeLanguage, i18n } from '@/i18n';
import { FilterForm } from '@/scaffolds/FilterForm';

const billSchema = defineSchema({
  entity: 'bill',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    title: { type: 'text', list: true, filter: true },
    month: { type: 'month', list: true, filter: true },
  },
});

beforeAll(async () => {
  await changeLanguage('en');
  i18n.addResourceBundle(
    'en',
    'translation',
    { fields: { bill: { title: 'Title', month: 'Month' } } },
    true,
    true,
  );
});

afterEach(() => cleanup());

describe('a month filter', () => {
  it('shows the month of the URL and searches by the month picked, as YYYY-MM', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <FilterForm
        schema={billSchema}
        filters={[{ field: 'month', operator: 'eq', value: '2026-10' }]}
        onSearch={onSearch}
      />,
    );
    // The picker's code loads first (its stand-in, disabled, has the same name).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('2026-10'),
    );
    const picker = screen.getByRole('textbox', { name: 'Month' });

    await user.click(picker);
    await user.click(await screen.findByText('Nov'));
    await waitFor(() => expect(picker).toHaveValue('2026-11'));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith([
      { field: 'month', operator: 'eq', value: '2026-11' },
    ]);
  });

  it('leaves the month out once it is cleared', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <FilterForm
        schema={billSchema}
        filters={[{ field: 'month', operator: 'eq', value: '2026-10' }]}
        onSearch={onSearch}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('2026-10'),
    );
    await user.hover(screen.getByRole('textbox', { name: 'Month' }));
    await user.click(document.querySelector('.ant-picker-clear')!);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'March');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith([
      { field: 'title', operator: 'contains', value: 'March' },
    ]);
  });
});
