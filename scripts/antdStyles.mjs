// Bakes antd's component styles into CSS at build time, so the browser does not generate them at
// run time: antd 5 computes each component's CSS in JavaScript on first use, which costs hundreds
// of milliseconds of a cold load on a small machine.
//
// Prints JSON: { core, console, theme }: the first two each { css, map }, and theme the console's
// seed token (antd's default seed with src/ui/themeTokens.json over it) with the map token antd
// derives from it (see src/ui/antdTheme.ts). Components render under those same tokens, as the
// app's ConfigProvider gives them: the class hashes come from the final token. `core` holds
// what a page outside the console shows (the login page, feedback: messages and dialogs, the
// mobile shell); `console` what the console's shell, a list page and its form drawers show.
// Each `map` is antd's cache-path → style-hash table. The build (scripts/antdStaticStylesPlugin.ts)
// writes both maps into the core file as the rule cssinjs publishes for this
// (`.data-ant-cssinjs-cache-path{content:"…"}`): cssinjs reads it once, on the first style it
// registers, and from then on does not generate the styles it lists. The console file loads with
// the console's code, before that code runs. Components in neither part are styled at run time,
// as without a bake (slower, never wrong).
//
// Must run with NODE_ENV=production: class hashes differ between development and production.
//   NODE_ENV=production node scripts/antdStyles.mjs
import { readFileSync } from 'node:fs';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

if (process.env.NODE_ENV !== 'production') {
  console.error('antdStyles: run with NODE_ENV=production');
  process.exit(1);
}

/**
 * Pages outside the console (login, mobile shell) and feedback anywhere (App's messages and
 * dialogs: the login page may show them too, so they must never wait for the console's file).
 */
export const core = [
  // Its reset of icon styles.
  'ConfigProvider',
  'Alert',
  'App',
  'Button',
  'Form',
  'Input',
  'Modal',
  'Segmented',
  'Spin',
  'Space',
  'message',
];

/**
 * What the console's shell, a list page (antd Table with row selection, row menus, a column
 * chooser, tags), its form drawers and the landing page (the dashboard's cards) show. Everything
 * else (tabs, steps, images, result pages…) is styled at run time when first shown.
 */
export const consolePart = [
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Layout',
  'Tooltip',
  'Table',
  'Checkbox',
  'Pagination',
  'Empty',
  'Popover',
  'Dropdown',
  'Tag',
  'Drawer',
  'Select',
  'InputNumber',
  'Radio',
  'Switch',
  'DatePicker',
  // The client's and the reseller's forms take their documents.
  'Upload',
  // The dashboard, where every login lands.
  'Card',
  'Typography',
  'Descriptions',
  'Skeleton',
  'Statistic',
  'List',
  'Progress',
  'QRCode',
];

/** Props a component needs to render on the server. */
const propsOf = {
  Alert: { showIcon: true, message: ' ' },
  Dropdown: { menu: { items: [] }, children: h('div') },
  Table: {
    rowKey: 'a',
    rowSelection: {},
    columns: [{ title: 'a', dataIndex: 'a', sorter: true, ellipsis: true }],
    dataSource: [{ a: 1 }],
    pagination: { total: 100, showSizeChanger: true },
  },
  Tooltip: { title: ' ', children: h('span') },
  Popover: { content: ' ', children: h('span') },
  QRCode: { value: 'https://example.com' },
  message: { content: ' ' },
};
/** Parts styled by hooks of their own: sub-components, and variants that add styles. */
const extras = () => {
  const { Avatar, Badge, Button, Checkbox, DatePicker, Form, Input, InputNumber } = antd;
  const { Layout, Radio, Skeleton, Space, Table, Tag, Typography } = antd;
  return {
    Input: [h(Input.TextArea), h(Input.Password), h(Input.Search)],
    Form: [h(Form, null, h(Form.Item, { label: ' ' }, h(Input)))],
    Space: [h(Space.Compact, null, h(Button))],
    // Money and percent inputs: a number with its unit beside it.
    InputNumber: [h(Space.Compact, { block: true }, h(Space.Addon, null, 'CNY'), h(InputNumber))],
    Badge: [h(Badge.Ribbon)],
    Avatar: [h(Avatar.Group)],
    Layout: [h(Layout.Sider), h(Layout.Header), h(Layout.Content)],
    Checkbox: [h(Checkbox.Group)],
    Radio: [h(Radio.Group, { optionType: 'button', options: ['a'] })],
    DatePicker: [h(DatePicker.RangePicker)],
    Tag: [h(Tag, { color: 'blue' }), h(Tag, { color: 'success' })],
    Typography: [h(Typography.Title), h(Typography.Link), h(Typography.Text)],
    Skeleton: [h(Skeleton.Button), h(Skeleton.Input)],
    // An empty table shows antd's Empty.
    Table: [h(Table, { columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [] })],
  };
};

/** Each component as the app renders it, and its extras. */
function nodesOf(name) {
  const component = antd[name];
  if (!component) throw new Error(`antdStyles: antd has no ${name}`);
  // message is a function to call: its panel carries the same styles.
  const renderable = typeof component === 'function' || component.$$typeof;
  const self = renderable ? component : component._InternalPanelDoNotUseOrYouWillBeFired;
  return [h(self, propsOf[name]), ...(extras()[name] ?? [])];
}

/** The console's design tokens, as src/ui/antdTheme.ts hands them to antd's ConfigProvider. */
const token = JSON.parse(readFileSync(new URL('../src/ui/themeTokens.json', import.meta.url)));

function render(cache, node) {
  try {
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { token } }, node)));
  } catch {
    // Some components cannot render on a server: their styles are generated in the browser.
  }
}

const mapRule = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/** Renders the components into the cache and takes out the styles not taken before. */
function bake(cache, names) {
  for (const name of names) for (const node of nodesOf(name)) render(cache, node);
  const text = extractStyle(cache, { plain: true, once: true });
  const serialized = text.match(mapRule)?.[1] ?? '';
  const map = Object.fromEntries(
    serialized
      .split(';')
      .filter(Boolean)
      .map((entry) => {
        const at = entry.lastIndexOf(':');
        return [entry.slice(0, at), entry.slice(at + 1)];
      }),
  );
  return { css: text.replace(mapRule, ''), map };
}

const cache = createCache();
const coreBake = bake(cache, core);
const consoleBake = bake(cache, consolePart);
// The console's theme derived from its seed once here, instead of on every cold load. antd's
// ConfigProvider hands its algorithm the default seed with every token over it.
const seed = { ...antd.theme.defaultSeed, ...token };
const theme = { seed, map: antd.theme.defaultAlgorithm(seed) };
process.stdout.write(JSON.stringify({ core: coreBake, console: consoleBake, theme }));
