import '@ant-design/v5-patch-for-react-19';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { unmarkedAssumptions } from '@/engine/endpointReport';
import '@/app/declarations';
import { registerResource } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import { i18n } from '@/i18n';
import type { Texts } from '@/i18n/translator';
import { generateHandlers } from '@demo-backend/engine';
import { createDemoServer } from '@demo-backend/node';
import { loginAs } from '../unit/mocks/client';

/**
 * The recipe of docs/adding-a-resource.md, followed as written: its schema and resource blocks are
 * written to the files their first line names (under a scratch folder that mirrors the
 * repository), its locale patch is merged as merge-locales would, and the screen is opened.
 */
const root = join(process.cwd(), 'tests', '.recipe');
const section = (() => {
  const page = readFileSync('docs/adding-a-resource.md', 'utf8');
  const start = page.indexOf('## The recipe');
  if (start < 0) throw new Error('docs/adding-a-resource.md has no "## The recipe" section');
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
})();
/** The fenced blocks of the section, in order, without their indentation. */
const blocks = [...section.matchAll(/^( *)```(\w+)\n([\s\S]*?)^\1```/gm)].map(
  ([, indent, language, body]) => ({
    language,
    text: body
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n'),
  }),
);

const server = createDemoServer();
let declared: ResourceDef[] = [];

beforeAll(async () => {
  const code = blocks.filter((block) => block.language === 'ts');
  expect(code).toHaveLength(2);
  for (const { text } of code) {
    const file = /^\/\/ (\S+)/.exec(text)![1];
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  // The schema's `./enums` is the repository's.
  writeFileSync(join(root, 'schemas/enums.ts'), "export * from '../../../schemas/enums';\n");
  const area = (await import(/* @vite-ignore */ join(root, 'resources/option.ts'))) as Record<
    string,
    ResourceDef
  >;
  declared = Object.values(area);
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
  session.setToken(await loginAs('admin'));
});
afterAll(() => {
  server.close();
  cleanup();
  rmSync(root, { recursive: true, force: true });
});

const rows = () =>
  screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));

describe("docs/adding-a-resource.md's recipe for a new screen", () => {
  it('declares one resource whose assumed endpoints are marked', () => {
    expect(declared.map((resource) => resource.name)).toEqual(['paymentTerm']);
    expect(unmarkedAssumptions(declared)).toEqual([]);
  });

  it('gives a menu entry and a list that creates, edits, totals, acts on selected rows and asks for values', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    // The menu entry, under the options.
    await user.click(await screen.findByText('选项配置'));
    await user.click(await screen.findByRole('link', { name: '付款条件' }));
    expect(await screen.findByText('共 48 条')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/option/paymentTerm');
    expect(screen.getByText('本页合计')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s?出/ })).toBeInTheDocument();

    // Create, with the schema's rules.
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await drawer.findByText('名称不能为空')).toBeInTheDocument();
    await user.type(drawer.getByLabelText('名称'), 'Net 45');
    await user.type(drawer.getByLabelText('付款天数'), '45');
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('共 49 条')).toBeInTheDocument();

    // Find it with the filter; edit its tags through the value action.
    const filters = within(document.querySelector('#filters-paymentTerm') as HTMLElement);
    await user.type(filters.getByLabelText('名称'), 'Net 45');
    await user.click(filters.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]).getByRole('button', { name: /更\s?多/ }));
    await user.click(await screen.findByRole('menuitem', { name: '修改标签' }));
    const form = within(await screen.findByRole('dialog'));
    await user.type(form.getByLabelText('标签'), '长账期,');
    await user.click(form.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(within(rows()[0]).getByText('长账期')).toBeInTheDocument());

    // Disable it from the selection.
    await user.click(within(rows()[0]).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /停\s?用/ }));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: /确\s?定/ }));
    expect(
      await screen.findByText('停用：成功 1 条，失败 0 条', {
        selector: '.ant-modal-confirm-title',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(rows()[0]).getByText('停用')).toBeInTheDocument());
  }, 90000);
});
