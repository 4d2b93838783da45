import { HttpResponse, http } from 'msw';
import { createRandom } from '../random';
import { ok, readQuery, requireUser } from './http';
import { apiPath } from './routes';

const cents = (value: number) => Math.round(value * 100) / 100;
const between = (random: { next(): number }, min: number, max: number) =>
  min + random.next() * (max - min);

/** The dashboard's cards: consumption, goals and invitation links (endpoints assumed). */
export const dashboardHandlers = [
  http.get(apiPath('main', '/dashboard/consumption'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const random = createRandom(account.info.adminId * 97 + account.info.orgId);
    const today = cents(between(random, 800, 12000));
    const yesterday = cents(between(random, 800, 12000));
    const week = cents(today + yesterday + between(random, 10000, 60000));
    const month = cents(week * between(random, 3.6, 4.4));
    const quarter = cents(month * between(random, 2.6, 3.2));
    const year = cents(quarter * between(random, 3.2, 4));
    return ok({ currency: 'USD', today, yesterday, week, month, quarter, year });
  }),

  http.get(apiPath('main', '/dashboard/goals'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const random = createRandom(account.info.adminId * 31);
    const goal = (name: string, target: number) => ({
      name,
      target,
      achieved: cents(target * between(random, 0.35, 1.1)),
      currency: 'USD',
    });
    const chinese = (request.headers.get('Accept-Language') ?? '').startsWith('zh');
    return ok({
      list: [
        goal(chinese ? '本月消耗目标' : 'Spend this month', 500000),
        goal(chinese ? '本季度新客户充值' : 'New-client top-ups this quarter', 200000),
        goal(chinese ? '本年度毛利' : 'Gross margin this year', 1200000),
      ],
    });
  }),

  http.get(apiPath('main', '/login/getQrCode'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const type = readQuery(request).get('type') === 'partner' ? 'partner' : 'client';
    // On the user's client portal, where invited clients and partners register; none without it.
    const domain = account.info.clientDomain?.replace(/\/+$/, '');
    const code = account.info.inviteCode ?? `XL${account.info.adminId}`;
    return ok({ url: domain ? `${domain}/register/${type}?inviteCode=${code}` : '' });
  }),
];
