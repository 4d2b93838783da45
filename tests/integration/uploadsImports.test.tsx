import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { defineResource, defineSchema } from '@/engine/define';
import '@/app/declarations';
import { registerResource } from '@/engine/registry';
import { i18n } from '@/i18n';
import { collection } from '@demo-backend/engine/collections';
import { generateHandlers } from '@demo-backend/engine';
import { ok } from '@demo-backend/handlers/http';
import { apiPath } from '@demo-backend/handlers/routes';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';
import { getStore, saveStore } from '@demo-backend/store';
import { enabledStatus } from '../../schemas/enums';
import { loginAs } from '../unit/mocks/client';

/** A fixture resource with an image, several documents and a spreadsheet import. */
const dossier = defineResource({
  name: 'dossier',
  route: '/dossier/list',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'dossier',
    id: 'id',
    fields: {
      id: { type: 'number', list: true },
      name: { type: 'text', list: true, form: { required: true } },
      month: { type: 'month', list: true },
      amount: { type: 'money', currency: 'USD', list: true },
      status: { type: 'enum', enum: enabledStatus, list: true },
      photo: { type: 'image', form: { accept: 'image' } },
      papers: { type: 'file', form: { accept: 'document', multiple: true, maxCount: 2 } },
    },
  }),
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /dossier/list', create: 'POST /dossier/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
  imports: {
    importDossier: {
      call: 'POST /dossier/import',
      ability: 'create',
      dueDay: { field: 'month', day: 15 },
      fields: {
        month: { type: 'month', form: { required: true } },
        name: { type: 'text', form: { required: true } },
        amount: { type: 'money', form: { required: true } },
        status: { type: 'enum', enum: enabledStatus, form: true },
      },
    },
  },
});

const fieldsCn = {
  id: '编号',
  name: '名称',
  month: '月份',
  amount: '金额',
  status: '状态',
  photo: '照片',
  papers: '文件',
};
const fieldsEn = {
  id: 'ID',
  name: 'Name',
  month: 'Month',
  amount: 'Amount',
  status: 'Status',
  photo: 'Photo',
  papers: 'Papers',
};

const server = createDemoServer();
const generated = generateHandlers([dossier]);
const UPLOAD = apiPath('main', '/common/upload');

/** Requests made to a path, recorded while a test runs. */
function watch(path: string) {
  const seen: Request[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(request.clone());
  };
  server.events.on('request:start', listen);
  return { seen, stop: () => server.events.removeListener('request:start', listen) };
}

beforeAll(() => {
  registerResource(dossier);
  i18n.addResourceBundle(
    'cn',
    'translation',
    {
      routes: { dossier: '档案' },
      fields: { dossier: fieldsCn },
      imports: { importDossier: '导入档案' },
    },
    true,
    true,
  );
  i18n.addResourceBundle('en', 'translation', { fields: { dossier: fieldsEn } }, true, true);
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(async () => {
  resetDemoStore();
  server.resetHandlers();
  server.use(...generated);
  const db = getStore();
  collection(db, 'dossier').splice(
    0,
    Infinity,
    { id: 1, name: 'D1', month: '2024-04', amount: '1.00', status: 1 },
    { id: 2, name: 'D2', month: '2024-04', amount: '2.00', status: 1 },
  );
  saveStore();
  localStorage.clear();
  session.setToken(await loginAs('admin'));
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const png = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function openCreateForm() {
  window.history.pushState({}, '', '/dossier/list');
  render(<App />);
  await screen.findByText('共 2 条');
  await userEvent.click(screen.getByRole('button', { name: /新增/ }));
  return within(await screen.findByRole('dialog'));
}

// The file inputs are antd Upload's; `applyAccept: false` lets a user pick any file, as a
// browser's "all files" choice does, so the console's own checks are what refuses it.
const setup = () => userEvent.setup({ applyAccept: false });

describe('uploads', () => {
  it('refuses an image over 500 kB and a gif before any request, naming the file', async () => {
    const uploads = watch('/common/upload');
    try {
      const user = setup();
      const form = await openCreateForm();
      await user.upload(form.getByLabelText('照片'), png('big.png', 600 * 1024));
      expect(await screen.findByText('big.png：图片不能超过 500kb')).toBeInTheDocument();
      await user.upload(
        form.getByLabelText('照片'),
        new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      );
      expect(await screen.findByText('anim.gif：只能上传 jpg 或 png 图片')).toBeInTheDocument();
      await user.upload(form.getByLabelText('照片'), pdf('scan.pdf'));
      expect(await screen.findByText('scan.pdf：只能上传 jpg 或 png 图片')).toBeInTheDocument();
      expect(uploads.seen).toHaveLength(0);
      expect(form.queryByText('big.png')).not.toBeInTheDocument();

      // A pdf is a client document.
      await user.upload(form.getByLabelText('文件'), pdf('licence.pdf'));
      // The file's line is redrawn as its upload moves on; its name is what matters.
      await waitFor(() => expect(form.getByText('licence.pdf')).toBeInTheDocument());
      await waitFor(() => expect(uploads.seen).toHaveLength(1));
    } finally {
      uploads.stop();
    }
  }, 60000);

  it('takes several documents up to their maxCount and saves them as a list of URLs', async () => {
    const added = watch('/dossier/add');
    try {
      const user = setup();
      const form = await openCreateForm();
      await user.type(form.getByLabelText('名称'), 'With papers');
      await user.upload(form.getByLabelText('文件'), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
      expect(await screen.findByText('c.pdf：最多上传 2 个文件')).toBeInTheDocument();
      await waitFor(() =>
        expect(form.getAllByText(/^[ab]\.pdf$/).map((item) => item.textContent)).toEqual([
          'a.pdf',
          'b.pdf',
        ]),
      );
      expect(form.queryByText('c.pdf')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(document.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(2),
      );
      await user.click(form.getByRole('button', { name: /保\s?存/ }));
      expect(await screen.findByText('共 3 条')).toBeInTheDocument();
      const body = (await added.seen[0].json()) as { papers: unknown };
      expect(Array.isArray(body.papers) && body.papers).toHaveLength(2);
      expect((body.papers as string[]).every((url) => url.startsWith('/api/common/file/'))).toBe(
        true,
      );
    } finally {
      added.stop();
    }
  }, 60000);

  it('shows the progress, keeps the form from saving meanwhile, and says when it fails', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(http.post(UPLOAD, () => new Promise<Response>((resolve) => (answer = resolve))));
    const added = watch('/dossier/add');
    try {
      const user = setup();
      const form = await openCreateForm();
      await user.type(form.getByLabelText('名称'), 'Kept');
      await user.upload(form.getByLabelText('照片'), png('receipt.png'));
      expect(await form.findByRole('progressbar')).toBeInTheDocument();
      await user.click(form.getByRole('button', { name: /保\s?存/ }));
      expect(await form.findByText('文件仍在上传，请上传完成后再保存')).toBeInTheDocument();
      expect(added.seen).toHaveLength(0);

      answer(HttpResponse.json({ code: 10014, msg: '文件过大', data: null }));
      expect(await screen.findByText('receipt.png：上传失败')).toBeInTheDocument();
      await waitFor(() => expect(form.queryByRole('progressbar')).not.toBeInTheDocument());
      expect(form.getByLabelText('名称')).toHaveValue('Kept');
      expect(document.querySelector('.ant-upload-list-item-error')).toHaveTextContent(
        'receipt.png',
      );
      // The failed file is not part of the value: the form saves without it.
      await user.click(form.getByRole('button', { name: /保\s?存/ }));
      expect(await screen.findByText('共 3 条')).toBeInTheDocument();
      expect(((await added.seen[0].json()) as { photo?: unknown }).photo).toBeUndefined();
    } finally {
      added.stop();
    }
  }, 60000);

  it("previews an uploaded image in antd's viewer", async () => {
    server.use(http.post(UPLOAD, () => ok({ url: 'https://files.example.com/receipt.png' })));
    const user = setup();
    const form = await openCreateForm();
    await user.upload(form.getByLabelText('照片'), png('receipt.png'));
    // The file's name (beside its thumbnail) opens the preview.
    await waitFor(() =>
      expect(document.querySelector('a.ant-upload-list-item-name')).toHaveTextContent(
        'receipt.png',
      ),
    );
    await user.click(document.querySelector('a.ant-upload-list-item-name')!);
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview-img')).toHaveAttribute(
        'src',
        'https://files.example.com/receipt.png',
      ),
    );
  }, 60000);
});

async function workbook(header: string[], rows: unknown[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  rows.forEach((row) => sheet.addRow(row));
  const buffer = await book.xlsx.writeBuffer();
  return new File([buffer], 'sheet.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function openImport() {
  window.history.pushState({}, '', '/dossier/list');
  render(<App />);
  await screen.findByText('共 2 条');
  await userEvent.click(await screen.findByRole('button', { name: /导入档案/ }));
  const modal = await screen.findByRole('dialog');
  return { modal: within(modal), input: modal.querySelector('input[type=file]') as HTMLElement };
}

const issueRows = () =>
  [...document.querySelectorAll('.ant-modal .ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('spreadsheet imports', () => {
  it('lists the problems by row and column and sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 10));
    const imports = watch('/dossier/import');
    try {
      const { modal, input } = await openImport();
      const file = await workbook(
        ['月份', '名称', '金额', '状态'],
        [
          ['2024-05', 'Good', '12.50', '启用'],
          ['2024-13', '', 'abc', 'maybe'],
        ],
      );
      await setup().upload(input, file);
      expect(await modal.findByText('发现 4 个问题，未提交任何数据')).toBeInTheDocument();
      expect(issueRows()).toEqual([
        ['3', '月份', '须为月份，如 2024-05'],
        ['3', '名称', '不能为空'],
        ['3', '金额', '须为金额，如 1234.56'],
        ['3', '状态', '不是可选的值'],
      ]);
      expect(modal.getByRole('button', { name: /导入 2 行/ })).toBeDisabled();
      expect(imports.seen).toHaveLength(0);
    } finally {
      imports.stop();
    }
  }, 60000);

  it('refuses the rows of a month from the 15th of the next month on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 9));
    const { modal, input } = await openImport();
    await setup().upload(
      input,
      await workbook(['月份', '名称', '金额'], [['2024-05', 'Late', '1']]),
    );
    expect(await modal.findByText('2024-05 的数据须在 2024-06-15 前上传')).toBeInTheDocument();
    expect(issueRows()).toEqual([['2', '月份', '2024-05 的数据须在 2024-06-15 前上传']]);
  }, 60000);

  it('sends a good sheet in one call with every row, then refreshes the list', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 14, 9));
    const imports = watch('/dossier/import');
    try {
      const { modal, input } = await openImport();
      // English headers, an enum by its English label and by its value, a date cell for a month
      // and an amount typed as a number.
      const file = await workbook(
        ['Month', 'Name', 'Amount', 'Status'],
        [
          ['2024-05', 'First', '1234.56', 'Stopped'],
          [new Date(Date.UTC(2024, 5, 1)), 'Second', 0.1, 1],
        ],
      );
      await setup().upload(input, file);
      expect(await modal.findByText('已校验 2 行，可以导入')).toBeInTheDocument();
      await userEvent.click(modal.getByRole('button', { name: /导入 2 行/ }));
      expect(await screen.findByText('已导入 2 行')).toBeInTheDocument();
      expect(await screen.findByText('共 4 条')).toBeInTheDocument();
      expect(imports.seen).toHaveLength(1);
      expect(await imports.seen[0].json()).toEqual({
        rows: [
          { month: '2024-05', name: 'First', amount: '1234.56', status: 0 },
          { month: '2024-06', name: 'Second', amount: '0.1', status: 1 },
        ],
      });
    } finally {
      imports.stop();
    }
  }, 60000);

  it('keeps the sheet when the call fails, to send again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 14, 9));
    server.use(http.post(apiPath('main', '/dossier/import'), () => HttpResponse.error()));
    const { modal, input } = await openImport();
    await setup().upload(input, await workbook(['月份', '名称', '金额'], [['2024-05', 'A', '1']]));
    await userEvent.click(await modal.findByRole('button', { name: /导入 1 行/ }));
    await waitFor(() => expect(modal.getByRole('button', { name: /导入 1 行/ })).toBeEnabled());
    expect(modal.getByText('已校验 1 行，可以导入')).toBeInTheDocument();
    expect(modal.getByText('sheet.xlsx')).toBeInTheDocument();
  }, 60000);
});
