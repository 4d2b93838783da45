import '@ant-design/v5-patch-for-react-19';
import { rmSync } from 'node:fs';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { unmarkedAssumptions } from '@/engine/endpointReport';
import '@/app/declarations';
import { registerResource } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import { changeLanguage, i18n, type Texts } from '@/i18n';
import { generateHandlers } from '@demo-backend/engine';
import { collection } from '@demo-backend/engine/collections';
import { createDemoServer } from '@demo-backend/node';
import { getStore } from '@demo-backend/store';
import { declarationsIn } from '../../resources';
import { rightsRows } from '../../scripts/rightsTable';
import { recipeBlocks, recipeRoot, recipeSteps, writeBlock } from '../support/recipe';
import { call, loginAs } from '../unit/mocks/client';

/**
 * The recipe of docs/adding-a-resource.md, followed as written: its schema and resource blocks are
 * written to the files their first line names (under a scratch folder that mirrors the
 * repository) and registered as resources/index.ts registers a module of its folder, its locale
 * patch is merged as merge-locales would, and its rights rows are added to a copy of
 * src/access/rules.ts that the whole app (menu, page guard, data layer, demo backend) loads in
 * place of the real one. Then the area is used: as admin in both languages, and as a user
 * without the right.
 */
vi.mock('@/access/rules', async () => {
  const recipe = await import('../support/recipe');
  const rights = recipe.recipeBlocks().find((block) => block.file === 'src/access/rules.ts');
  if (!rights) throw new Error('the recipe has no rights block (// src/access/rules.ts)');
  return import(/* @vite-ignore */ recipe.writeRulesWithRecipeRows(rights));
});

const blocks = recipeBlocks();
const server = createDemoServer();
const WAIT = { timeout: 30000 };
let declared: ResourceDef[] = [];

beforeAll(async () => {
  for (const block of blocks.filter((one) => one.language === 'ts' && one.file !== undefined)) {
    if (block.file !== 'src/access/rules.ts') writeBlock(block);
  }
  const area = (await import(/* @vite-ignore */ `${recipeRoot}/resources/supplier.ts`)) as Record<
    string,
    unknown
  >;
  declared = declarationsIn(area);
  declared.forEach(registerResource);

  const patch = JSON.parse(blocks.find((block) => block.language === 'json')!.text) as Record<
    'en' | 'cn',
    Texts
  >;
  i18n.addResourceBundle('en', 'translation', patch.en, true, true);
  i18n.addResourceBundle('cn', 'translation', patch.cn, true, true);

  server.listen({ onUnhandledRequest: 'error' });
  // The demo backend serves every declared resource; this one is declared after it started.
  server.use(...generateHandlers(declared));
});
afterAll(async () => {
  server.close();
  cleanup();
  await changeLanguage('cn');
  rmSync(recipeRoot, { recursive: true, force: true });
});

const rows = () =>
  screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
const suppliers = () => collection(getStore(), 'supplier');
const mainMenu = (name: string) => screen.getByRole('navigation', { name });

async function openAs(username: string, path: string) {
  cleanup();
  session.clear();
  session.setToken(await loginAs(username));
  window.history.pushState({}, '', path);
  render(<App />);
}

describe("docs/adding-a-resource.md's recipe for a new area", () => {
  it('is four steps, each with its block: schema, resource, locale keys, rights rows', () => {
    expect(recipeSteps()).toEqual(['Schema', 'Resource', 'Locale keys', 'Rights']);
    expect(blocks.map((block) => block.file ?? block.language)).toEqual([
      'schemas/supplier.ts',
      'resources/supplier.ts',
      'json',
      'src/access/rules.ts',
    ]);
  });

  it('declares one resource whose assumed endpoints are marked, in an area of its own', () => {
    expect(declared.map((resource) => [resource.name, resource.subject])).toEqual([
      ['supplier', 'Supplier'],
    ]);
    expect(unmarkedAssumptions(declared)).toEqual([]);
  });

  it("gives the rights table (npm run docs:rights) the area's row: administrators only", () => {
    expect(rightsRows().filter((row) => row.areas.includes('Supplier'))).toEqual([
      {
        areas: ['Supplier'],
        operations: ['read', 'create', 'update', 'suspend'],
        roles: 'admin, superAdmin',
        source: 'default',
      },
    ]);
  });

  // As admin, step by step on one rendered app: each step starts where the previous one ended.
  let seeded = 0;

  it('gives admin a menu entry under "Others" that opens the list', async () => {
    const user = userEvent.setup();
    seeded = suppliers().length;
    await openAs('admin', '/dashboard');
    const menu = within(await screen.findByRole('navigation', { name: '主菜单' }, WAIT));
    await user.click(await menu.findByRole('button', { name: /其他/ }));
    await user.click(await menu.findByRole('link', { name: '供应商' }));
    expect(await screen.findByText(`共 ${seeded} 条`, {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/supplier/list');
  }, 60000);

  it('creates a supplier in the drawer, with the schema’s rules', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await drawer.findByText('名称不能为空')).toBeInTheDocument();
    await user.type(drawer.getByLabelText('名称'), 'Acme');
    await user.type(drawer.getByLabelText('联系邮箱'), 'a@acme.test');
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText(`共 ${seeded + 1} 条`)).toBeInTheDocument();
  }, 60000);

  it('finds it with the list’s filter', async () => {
    const user = userEvent.setup();
    const filters = within(document.querySelector('#filters-supplier') as HTMLElement);
    await user.type(filters.getByLabelText('名称'), 'Acme');
    await user.click(filters.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText('合作中')).toBeInTheDocument();
  }, 60000);

  it('edits it in the drawer', async () => {
    const user = userEvent.setup();
    await user.click(within(rows()[0]).getByRole('button', { name: /编\s?辑/ }));
    const drawer = within(await screen.findByRole('dialog'));
    const email = drawer.getByLabelText('联系邮箱');
    await waitFor(() => expect(email).toHaveValue('a@acme.test'));
    await user.clear(email);
    await user.type(email, 'b@acme.test');
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(within(rows()[0]).getByText('b@acme.test')).toBeInTheDocument());
  }, 60000);

  it('puts it on hold with a reason, which the record keeps in the demo backend’s store', async () => {
    const user = userEvent.setup();
    await user.click(within(rows()[0]).getByRole('button', { name: /更\s?多/ }));
    await user.click(await screen.findByRole('menuitem', { name: '挂起' }));
    const form = within(await screen.findByRole('dialog'));
    await user.type(form.getByLabelText('挂起原因'), 'Late');
    await user.click(form.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(within(rows()[0]).getByText('已挂起')).toBeInTheDocument());
    expect(suppliers().find((row) => row.name === 'Acme')).toMatchObject({
      contactEmail: 'b@acme.test',
      status: 2,
      suspendReason: 'Late',
    });
    // On hold, it is not offered again: nothing is left in its row's menu.
    expect(within(rows()[0]).queryByRole('button', { name: /更\s?多/ })).toBeNull();
  }, 60000);

  it('speaks either language to an admin who chooses: the menu entry, the columns, the states', async () => {
    // The main organisation works in Chinese (SPEC §1); a reseller's admin chooses its language.
    const user = userEvent.setup();
    await openAs('reseller', '/supplier/list');
    await screen.findByRole('columnheader', { name: /Contact email|联系邮箱/ }, WAIT);
    await user.click(screen.getByText('中文'));
    expect(await screen.findByRole('columnheader', { name: '联系邮箱' })).toBeInTheDocument();
    expect(within(mainMenu('主菜单')).getByRole('link', { name: '供应商' })).toBeInTheDocument();
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('columnheader', { name: 'Contact email' })).toBeInTheDocument();
    expect(
      within(mainMenu('Main menu')).getByRole('link', { name: 'Suppliers' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getAllByText('On hold').length).toBeGreaterThan(0);
  }, 60000);

  it('gives a user without the right no menu entry, the 403 page, and a refusal from the backend', async () => {
    const user = userEvent.setup();
    await openAs('financier', '/dashboard');
    const menu = within(await screen.findByRole('navigation', { name: '主菜单' }, WAIT));
    await user.click(await menu.findByRole('button', { name: /其他/ }));
    await menu.findByRole('link', { name: '报表' });
    expect(menu.queryByRole('link', { name: '供应商' })).toBeNull();

    await openAs('financier', '/supplier/list');
    expect(await screen.findByText('无权访问', {}, WAIT)).toBeInTheDocument();
    const token = await loginAs('financier');
    const answer = await call('main', '/supplier/list?page=1&pageSize=20', { token });
    expect(answer.code).toBe(10015);
  }, 60000);
});
