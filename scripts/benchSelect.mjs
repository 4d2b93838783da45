// The media-agent select of the benchmark (scripts/bench.mjs): how fast it opens and filters,
// timed in the page once its options are loaded.

/**
 * The select of the open media agents (of SPEC §9's 3000) that an ad account is moved to: the
 * largest whole option list of the console, in the ad account's "move to another media agent"
 * form, opened from the first row's "more" menu. (The filters' media-agent selects search by name
 * as the user types, and hold no whole list.)
 */
const selectPage = { path: '/adsAccount/list', label: 'mediaAgentId', action: /转移媒体代理/ };

export async function measureSelect(browser, baseURL, token) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
  const tab = await context.newPage();
  await tab.goto(selectPage.path);
  const row = tab.locator('.ant-table-tbody .ant-table-row').first();
  // The select asks for its list as the form opens, to name the account's current agent.
  const listed = tab.waitForResponse((r) => r.url().includes('/api/mediaAgent/list'));
  const direct = row.getByRole('button', { name: selectPage.action });
  if (await direct.count()) await direct.click();
  else {
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await tab.getByRole('menuitem', { name: selectPage.action }).click();
  }
  const select = tab.locator(`.ant-modal [id$="_${selectPage.label}"]`).first();
  await select.waitFor({ timeout: 30000 });
  const options = (await (await listed).json()).data.list.length;
  // Open once, so that everything of the list is drawn once, then measure.
  // Forced: the account's current agent, shown as the select's value, covers its input.
  await select.click({ force: true });
  await tab.waitForSelector('.ant-select-dropdown .ant-select-item-option', { timeout: 30000 });
  await tab.keyboard.press('Escape');
  await tab.waitForTimeout(300);
  const timing = await tab.evaluate(async (label) => {
    const input = document.querySelector(`.ant-modal [id$="_${label}"]`);
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
  return { ...timing, options };
}
