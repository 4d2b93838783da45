import { defineFieldType } from '@/engine/define';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const keysOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * Text written with light Markdown formatting. Here the parts every reader shares (a list cell,
 * a spreadsheet and the demo backend see the text as typed); the app adds how a message's page
 * draws it formatted, safely, and edits it (src/pages/news/formattedField.tsx).
 */
export const formattedTextType = defineFieldType('formattedText', {
  filter: 'contains',
  storage: 'text',
  text: ({ value }) => textOf(value),
  render: ({ value }) => textOf(value),
  toPayload: (value) => (typeof value === 'string' ? value.trim() : value),
});

/**
 * A site message's recipients: keys of the `getSelTree` nodes chosen (SPEC §7). The app adds its
 * tree select (src/pages/news/recipientsField.tsx).
 */
export const recipientsType = defineFieldType('recipients', {
  filter: false,
  storage: 'list',
  text: ({ value }) => keysOf(value).join(', '),
});
