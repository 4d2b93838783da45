// Bakes antd's component styles into CSS at build time, so the browser does not generate them at
// run time: antd 5 computes each component's CSS in JavaScript on first use, which costs hundreds
// of milliseconds of a cold load on a small machine.
//
// Prints JSON: { core, console, later, theme }: the first three each { css, map }, and theme the
// default seed token with the map token antd derives from it (see src/app/antdTheme.ts). `core` holds the components a page
// outside the console shows (the login page, messages, the mobile shell); `console` those the
// console's shell and a list page show at once; `later` the other components the sources import
// (scanned from `src/`) and those they render inside, loaded once the first page is up. Each `map`
// is antd's cache-path → style-hash table; src/app/antdStaticStyles.ts hands it to
// @ant-design/cssinjs once the matching CSS is loaded, and cssinjs then skips generating those
// styles. A style missing here is generated at run time as before: a stale bake costs speed,
// never looks.
//
// Must run with NODE_ENV=production: class hashes differ between development and production.
//   NODE_ENV=production node scripts/antdStyles.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

if (process.env.NODE_ENV !== 'production') {
  console.error('antdStyles: run with NODE_ENV=production');
  process.exit(1);
}

/** What pages outside the console (login, mobile shell) and app-wide notices render. */
const core = [
  'Alert',
  'Button',
  'Form',
  'Input',
  'Segmented',
  'Spin',
  'Space',
  'message',
  'notification',
];

/** What the console's shell and a list page show as they open (the rest comes later). */
const firstScreen = [
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Empty',
  'Layout',
  'Pagination',
  'Select',
  'Tooltip',
];

/** Rendered inside components the sources use (tables, selects, pickers, menus…). */
const inner = [
  'Checkbox',
  'Divider',
  'Dropdown',
  'Empty',
  'Flex',
  'Menu',
  'Pagination',
  'Popover',
  'Radio',
  'Tooltip',
  'Tree',
];

/** Components imported from antd anywhere in src/. */
function importedFromAntd(dir = 'src') {
  const names = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const name of importedFromAntd(path)) names.add(name);
    } else if (/\.tsx?$/.test(entry.name)) {
      const source = readFileSync(path, 'utf8');
      for (const [, list] of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'antd'/g)) {
        for (const item of list.split(',')) {
          const name = item.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return names;
}

/** Props a component needs to render on the server. */
const propsOf = {
  Alert: { showIcon: true, message: ' ' },
  Dropdown: { menu: { items: [] }, children: h('div') },
  Menu: { items: [] },
  QRCode: { value: 'https://example.com' },
  Tree: { treeData: [] },
  Tooltip: { title: ' ', children: h('span') },
  Popover: { content: ' ', children: h('span') },
  Popconfirm: { title: ' ', children: h('span') },
  message: { content: ' ' },
  notification: { message: ' ' },
};
/** Parts styled by hooks of their own: sub-components, and variants that add styles. */
const extras = () => {
  const { Avatar, Badge, Button, Checkbox, DatePicker, Form, Image, Input, InputNumber } = antd;
  const { Layout } = antd;
  const { Skeleton, Space, Tag, Typography } = antd;
  return {
    Input: [h(Input.TextArea), h(Input.Password), h(Input.Search)],
    Typography: [h(Typography.Title), h(Typography.Link), h(Typography.Text)],
    Form: [h(Form, null, h(Form.Item, { label: ' ' }, h(Input)))],
    Space: [h(Space.Compact, null, h(Button))],
    // Money and percent inputs: a number with its unit beside it.
    InputNumber: [h(Space.Compact, { block: true }, h(Space.Addon, null, 'CNY'), h(InputNumber))],
    Badge: [h(Badge.Ribbon)],
    Avatar: [h(Avatar.Group)],
    Layout: [h(Layout.Sider), h(Layout.Header), h(Layout.Content)],
    Checkbox: [h(Checkbox.Group)],
    Skeleton: [h(Skeleton.Button), h(Skeleton.Input)],
    Image: [h(Image.PreviewGroup)],
    DatePicker: [h(DatePicker.RangePicker)],
    Tag: [h(Tag, { color: 'blue' }), h(Tag, { color: 'success' })],
  };
};

/** Each component as the app renders it, and its extras. */
function nodesOf(name) {
  const component = antd[name];
  if (!component) return [];
  // message and notification are functions to call: their panels carry the same styles.
  const renderable = typeof component === 'function' || component.$$typeof;
  const self = renderable ? component : component._InternalPanelDoNotUseOrYouWillBeFired;
  return [h(self, propsOf[name]), ...(extras()[name] ?? [])];
}

function render(cache, node) {
  try {
    renderToString(h(StyleProvider, { cache }, node));
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
const consoleBake = bake(cache, firstScreen);
const laterNames = [...new Set([...importedFromAntd(), ...inner])].filter(
  (name) => !core.includes(name) && !firstScreen.includes(name),
);
const laterBake = bake(cache, laterNames);
// antd's default theme derived from its seed once here, instead of on every cold load.
const theme = {
  seed: antd.theme.defaultSeed,
  map: antd.theme.defaultAlgorithm(antd.theme.defaultSeed),
};
process.stdout.write(
  JSON.stringify({ core: coreBake, console: consoleBake, later: laterBake, theme }),
);
