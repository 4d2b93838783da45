// Adds locale keys: `node scripts/merge-locales.mjs patch.json`, where patch.json is
// `{ "en": { ... }, "cn": { ... } }`; both trees are deep-merged into locales/en.json and cn.json.
import { readFileSync, writeFileSync } from 'node:fs';
const patch = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const merge = (target, source) => {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      target[k] = merge(target[k] ?? {}, v);
    } else target[k] = v;
  }
  return target;
};
for (const lang of ['en', 'cn']) {
  const file = `locales/${lang}.json`;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify(merge(data, patch[lang]), null, 2) + '\n');
}
