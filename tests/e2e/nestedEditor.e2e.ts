import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser();

const month = (offset: number) => dayjs().add(offset, 'month').format('YYYY-MM');

describe('a nested editor', () => {
  it("refuses a repeated service-fee month at its row, sends nothing, then saves once it's fixed", async () => {
    const { page } = e2e;
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/mediaAgent/edit'))
        saves.push(request.url());
    });
    await loginAs(page, 'admin');
    await page.goto('/mediaAgent/list');
    const first = page.locator('.ant-table-row').first();
    await first.getByRole('button', { name: /编\s?辑/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    // The policies are the third step of the agent's step form; its checks run on "Next".
    const next = drawer.getByRole('button', { name: /下一步/ });
    await next.click();
    await next.click();
    const fees = drawer.getByRole('group', { name: '服务费设置', exact: true });
    const row = (n: number) => fees.getByRole('group', { name: `服务费设置 第 ${n} 行` });

    // Start from no rows, then add three: the third repeats the first's month.
    await fees.getByRole('button', { name: '删除第 1 行' }).first().waitFor();
    while ((await fees.getByRole('button', { name: '删除第 1 行' }).count()) > 0)
      await fees.getByRole('button', { name: '删除第 1 行' }).click();
    await fees.getByText('暂无记录').waitFor();
    const months = [month(1), month(2), month(1)];
    for (const [index, value] of months.entries()) {
      await fees.getByRole('button', { name: /添加一行/ }).click();
      const input = row(index + 1).getByLabel('生效时间');
      await input.fill(value);
      await input.press('Tab');
      await row(index + 1)
        .getByLabel('服务费率')
        .fill(String(index + 3));
    }

    await next.click();
    const repeated = `生效时间 ${month(1)} 与第 1 行重复`;
    await row(3).getByText(repeated).waitFor();
    expect(await row(1).getByText(repeated).count()).toBe(0);
    expect(await row(2).getByText(repeated).count()).toBe(0);
    expect(saves).toHaveLength(0);
    expect(await drawer.isVisible()).toBe(true);

    const third = row(3).getByLabel('生效时间');
    await third.fill(month(3));
    await third.press('Tab');
    await row(3).getByText(repeated).waitFor({ state: 'detached' });
    await next.click();
    await drawer.getByRole('button', { name: /提\s?交/ }).click();
    await page.getByText('已保存').waitFor();
    expect(saves).toHaveLength(1);
  });
});
