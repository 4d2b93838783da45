// The 3000-option select of the benchmark (scripts/bench.mjs): how fast it opens and filters,
// timed in the page once its options are loaded.

/** A page with a select of the 3000 media agents (filter of the media agent payments). */
const selectPage = { path: '/mediaAgent/payment', label: 'mediaAgentId' };

export async function measureSelect(browser, baseURL, token) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
  const tab = await context.newPage();
  await tab.goto(selectPage.path);
  const select = tab
    .locator(`#filters-${'mediaAgentPayment'}_${selectPage.label}, [id$="_${selectPage.label}"]`)
    .first();
  await select.waitFor({ timeout: 30000 });
  // Options are fetched once per session: open once so the list is loaded, then measure.
  await select.click();
  await tab.waitForSelector('.ant-select-dropdown .ant-select-item-option', { timeout: 30000 });
  await tab.keyboard.press('Escape');
  await tab.waitForTimeout(300);
  const timing = await tab.evaluate(async (label) => {
    const input = document.querySelector(`[id$="_${label}"]`);
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const until = async (check) => {
      while (!check()) await frame();
    };
    const dropdowns = () => [
      ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    ];
    const t0 = performance.now();
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await until(() => dropdowns().some((d) => d.querySelector('.ant-select-item-option')));
    await frame();
    const opened = performance.now() - t0;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const t1 = performance.now();
    setter.call(input, '科技');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => {
      const options = dropdowns().flatMap((d) => [
        ...d.querySelectorAll('.ant-select-item-option'),
      ]);
      return options.length > 0 && options.every((o) => (o.textContent ?? '').includes('科技'));
    });
    await frame();
    const filtered = performance.now() - t1;
    return { opened, filtered };
  }, selectPage.label);
  await context.close();
  return timing;
}
