import { HttpResponse, http } from 'msw';
import { abilityFor, canDo } from '@/demoBackendSurface';
import type { DemoAccount } from '../users';
import { zip } from '../zip';
import { demoErrors } from './errors';
import { fail, ok, readQuery, requireUser } from './http';
import { apiPath, basePath } from './routes';

type PosterType = 'client' | 'partner';

interface Design {
  background: string;
  accent: string;
  cn: string;
  en: string;
}

/** The posters of each type, as the marketing team would have designed them. */
const designs: Record<PosterType, readonly Design[]> = {
  client: [
    {
      background: '#1d4ed8',
      accent: '#60a5fa',
      cn: '一站式开户',
      en: 'All your ad accounts, one place',
    },
    {
      background: '#047857',
      accent: '#34d399',
      cn: '出海投放 快人一步',
      en: 'Reach buyers overseas, sooner',
    },
    {
      background: '#b45309',
      accent: '#fbbf24',
      cn: '预付返点 透明结算',
      en: 'Clear rebates, clear bills',
    },
  ],
  partner: [
    {
      background: '#6d28d9',
      accent: '#c4b5fd',
      cn: '成为销售合伙人',
      en: 'Become a sales partner',
    },
    {
      background: '#be123c',
      accent: '#fda4af',
      cn: '推荐客户 共享返点',
      en: 'Refer clients, share rebates',
    },
  ],
};

/** Where the demo serves a poster: public, as a file server or CDN would, on the API's origin. */
const POSTER_IMAGES = '/poster/image';
const IMAGE_NAME = /^(client|partner)-(\d+)-([A-Za-z0-9]+)\.svg$/;

/** An invitation code as it may appear in a file name. */
const codeOf = (account: DemoAccount) =>
  (account.info.inviteCode ?? `XL${account.info.adminId}`).replace(/[^A-Za-z0-9]/g, '') || 'XL';

/** A poster, drawn with the inviting user's code, 360 × 540. */
function posterSvg(design: Design, code: string): string {
  const font = 'font-family="Helvetica, Arial, sans-serif"';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="540" viewBox="0 0 360 540">',
    `<rect width="360" height="540" fill="${design.background}"/>`,
    `<circle cx="320" cy="60" r="150" fill="${design.accent}" opacity="0.4"/>`,
    `<circle cx="20" cy="330" r="90" fill="${design.accent}" opacity="0.25"/>`,
    `<text x="32" y="170" ${font} font-size="32" font-weight="700" fill="#ffffff">${design.cn}</text>`,
    `<text x="32" y="210" ${font} font-size="17" fill="#ffffff">${design.en}</text>`,
    '<rect x="32" y="404" width="296" height="100" rx="12" fill="#ffffff"/>',
    `<text x="52" y="442" ${font} font-size="15" fill="#475569">邀请码 Invitation code</text>`,
    `<text x="52" y="480" ${font} font-size="26" font-weight="700" fill="${design.background}">${code}</text>`,
    '</svg>',
  ].join('');
}

/** The type asked for, or null when it is neither. */
function typeOf(request: Request): PosterType | null {
  const type = readQuery(request).get('type');
  return type === 'client' || type === 'partner' ? type : null;
}

/**
 * The user asking for a type's posters, when it may invite for that type (src/access/rules.ts:
 * `invite`, and `invitePartner` for partners), or the envelope to answer with.
 */
function inviter(
  request: Request,
): { account: DemoAccount; type: PosterType } | ReturnType<typeof fail> {
  const account = requireUser(request);
  if (account instanceof HttpResponse) return account;
  const type = typeOf(request);
  if (!type) return fail(request, demoErrors.required, { field: 'type' });
  const right = type === 'partner' ? 'invitePartner' : 'invite';
  if (!canDo(abilityFor(account.info), right, 'Dashboard')) return fail(request, demoErrors.denied);
  return { account, type };
}

const fileName = (type: PosterType, index: number, code: string) =>
  `${type}-${index + 1}-${code}.svg`;

/** The invitation posters (SPEC §7: `GET /poster/list {type}`; the download's path is assumed). */
export const posterHandlers = [
  http.get(apiPath('main', '/poster/list'), ({ request }) => {
    const asker = inviter(request);
    if (asker instanceof HttpResponse) return asker;
    const code = codeOf(asker.account);
    const list = designs[asker.type].map((_, index) => ({
      id: index + 1,
      imgUrl: `${basePath('main')}${POSTER_IMAGES}/${fileName(asker.type, index, code)}`,
    }));
    return ok({ list, total: list.length });
  }),

  // Every poster of a type in one .zip, named by the Content-Disposition header.
  http.get(apiPath('main', '/poster/download'), ({ request }) => {
    const asker = inviter(request);
    if (asker instanceof HttpResponse) return asker;
    const code = codeOf(asker.account);
    const encoder = new TextEncoder();
    const archive = zip(
      designs[asker.type].map((design, index) => ({
        name: fileName(asker.type, index, code),
        bytes: encoder.encode(posterSvg(design, code)),
      })),
    );
    const name = `posters-${asker.type}-${code}.zip`;
    return new HttpResponse(archive, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  }),

  // Images load without the token header, as files on a file server do.
  http.get(apiPath('main', `${POSTER_IMAGES}/:name`), ({ params }) => {
    const match = IMAGE_NAME.exec(decodeURIComponent(String(params.name)));
    const design = match && designs[match[1] as PosterType][Number(match[2]) - 1];
    if (!match || !design) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(posterSvg(design, match[3]), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  }),
];
