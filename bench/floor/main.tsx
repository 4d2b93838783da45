// The bench's floor page (docs/performance.md "The benchmark"): the least a page of this stack
// does to show the client list's first page. React and antd's Table only, nothing of src/: it
// asks the demo API for the page the console's /client/list asks for (scripts/bench.mjs checks
// that the two requests match), with the session the console reads from its cookie, and draws
// the rows. Built and measured by the bench only, never shipped.
import { Table } from 'antd';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The console's first call of /client/list: the main API's client list, newest first, page 1 of 20. */
const LIST_URL = '/api/client/list?orderBy=createTime&order=desc&page=1&pageSize=20';
/** The cookie the console keeps its session in, sent as `Authorization: Bearer …`. */
const TOKEN_COOKIE = 'Admin-Token';
/** The columns the console's client list shows, as plain text. */
const FIELDS = [
  'clientId',
  'clientSN',
  'clientName',
  'code',
  'status',
  'payMode',
  'orgName',
  'bdName',
  'opName',
  'saleAgentName',
  'settlementCurrency',
  'walletBalance',
  'creditScore',
  'adAccountCount',
  'region',
  'tag',
  'emphasis',
  'cooperationStartTime',
  'createTime',
];

type Client = Record<string, unknown>;

const token = new RegExp(`(?:^|; )${TOKEN_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? '';
// Asked for before React renders, as the console asks for a list's first page at boot.
const rows: Promise<Client[]> = fetch(LIST_URL, {
  headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
})
  .then((answer) => answer.json())
  .then((body: { data: { list: Client[] } }) => body.data.list);

const text = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : `${value}`;

const columns = FIELDS.map((field) => ({
  key: field,
  dataIndex: field,
  title: field,
  render: text,
}));

function FloorPage() {
  const [list, setList] = useState<Client[]>();
  useEffect(() => {
    rows.then(setList);
  }, []);
  return (
    <Table<Client>
      rowKey="clientId"
      columns={columns}
      dataSource={list}
      loading={!list}
      pagination={false}
      size="middle"
    />
  );
}

createRoot(document.getElementById('root')!).render(<FloorPage />);
