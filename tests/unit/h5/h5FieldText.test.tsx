import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/auth/session';
import { dataProvider } from '@/data';
// Registers the declared resources and references, as the mobile pages do.
import '@/app/declarations';
import { referenceLabel, referenceResourceName, referenceSource } from '@/engine/references';
import type { FieldDef } from '@/engine/types';
import { H5FieldText } from '@/h5/H5FieldText';
import { changeLanguage } from '@/i18n';
import { createDemoAccounts } from '@demo-backend/users';
import { loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

const admin = createDemoAccounts().find((account) => account.username === 'admin')!;
const staff: FieldDef = { type: 'reference', ref: 'staff' };

describe('a card’s value', () => {
  setupDemoServer();
  afterEach(() => session.setUser(null));

  it('names a referenced record by its option list’s label, as the desktop’s cell does', async () => {
    await changeLanguage('en');
    session.setToken(await loginAs('admin'));
    session.setUser(admin.info);
    const source = referenceSource('staff');
    const { data } = await dataProvider.getList({
      resource: referenceResourceName('staff'),
      pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    });
    const someone = data[0] as Record<string, unknown>;
    const label = referenceLabel(source, someone, 'en');
    render(<H5FieldText name="bd" field={staff} record={{ bd: someone[source.value] }} />);
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('uses the name the record carries, and a dash for nothing', () => {
    const { container, rerender } = render(
      <H5FieldText name="bd" field={staff} record={{ bd: 7, bdName: 'Carried Name' }} />,
    );
    expect(container.textContent).toBe('Carried Name');
    rerender(<H5FieldText name="bd" field={staff} record={{}} />);
    expect(container.textContent).toBe('–');
  });
});
