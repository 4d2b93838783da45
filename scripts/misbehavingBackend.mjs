// A backend that answers in unexpected but plausible ways, in front of the demo backend: the
// resilience suite (tests/e2e/resilience.e2e.ts) serves the production build with it, one mode per
// kind of misbehaviour, and checks that no page goes blank and nothing is lost.
//   npm run build && node scripts/misbehavingBackend.mjs --mode nullRows   → http://127.0.0.1:4180
// Modes (several may be combined with commas): see `modes` below.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hostileModes } from './hostileModes.mjs';
import { securityHeaders } from './securityHeaders.mjs';
import { startStaticServer } from './staticServer.mjs';

/** A first id beyond 2^53: written into the JSON as a bare number, as a 64-bit backend does. */
export const BIG_ID = 9007199254740993n;
const BIG = '__big__';
const isPlain = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isList = (data) => isPlain(data) && Array.isArray(data.list);
const DATE_KEY = /(Time|Date|At|Month|month|Day)$/;
const ID_KEY = /^(id|\w+Id)$/;
/** The safe address (a demo picture) the `unsafeLinks` mode leaves beside the others. */
export const SAFE_ADDRESS = '/api/common/file/sample-1677ff.svg';
const UNSAFE_ADDRESSES = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(2)',
  'data:text/html,<script>alert(3)</script>',
  'blob:https://files.example.com/4',
];
const GARBAGE_DATES = ['0000-00-00 00:00:00', '2026-13-01 10:00:00', 16000000000, '2026-02-30'];

/** Rewrites every value of the answer's records (rows of a list, or the record itself). */
function eachRecord(data, rewrite) {
  if (isList(data)) data.list = data.list.map((row) => (isPlain(row) ? rewrite(row) : row));
  else if (isPlain(data)) return rewrite(data);
  return data;
}

function mapFields(record, map) {
  const out = {};
  for (const [key, value] of Object.entries(record)) out[key] = map(key, value);
  return out;
}

const userInfoPath = /\/login\/getAdminInfo$/;
const isListCall = (path) => /\/(list|List)[^/]*$|List\w*$/.test(path) || path.endsWith('/list');

/**
 * Each mode: `answer(envelope, context)` rewrites a demo answer; `intercept(context)` answers
 * instead of the demo ('destroy' drops the connection).
 */
export const modes = {
  normal: {},
  /** Lists with rows that are `null`, and a total sent as text. */
  nullRows: {
    answer(envelope) {
      if (isList(envelope.data)) {
        const { list } = envelope.data;
        const middle = Math.floor(list.length / 2);
        envelope.data.list = [null, ...list.slice(0, middle), null, ...list.slice(middle), 7];
        envelope.data.total = String(envelope.data.total);
      }
      return envelope;
    },
  },
  /** Every field but ids `null`; the user info with null fields. */
  nullFields: {
    answer(envelope, { path }) {
      if (userInfoPath.test(path) && isPlain(envelope.data)) {
        for (const key of [
          'name',
          'orgName',
          'avatar',
          'introduction',
          'roleList',
          'vcc_menu_show',
          'orgLogo',
        ]) {
          envelope.data[key] = null;
        }
        return envelope;
      }
      if (isList(envelope.data)) {
        envelope.data.list = envelope.data.list.map((row, index) =>
          isPlain(row) && index % 2 === 0
            ? mapFields(row, (key, value) => (ID_KEY.test(key) ? value : null))
            : row,
        );
      }
      return envelope;
    },
  },
  /** Objects and arrays where text is expected, numbers as text, a total as text. */
  wrongTypes: {
    answer(envelope, { path }) {
      if (userInfoPath.test(path) && isPlain(envelope.data)) {
        envelope.data.name = { first: envelope.data.name };
        envelope.data.orgName = [envelope.data.orgName];
        envelope.data.orgId = String(envelope.data.orgId);
        envelope.data.adminId = String(envelope.data.adminId);
        return envelope;
      }
      if (isList(envelope.data)) envelope.data.total = String(envelope.data.total);
      let flip = 0;
      envelope.data = eachRecord(envelope.data, (record) =>
        mapFields(record, (key, value) => {
          if (typeof value === 'number') return String(value);
          if (typeof value !== 'string' || ID_KEY.test(key)) return value;
          flip += 1;
          return flip % 2 ? { text: value, lang: 'zh' } : [value, value];
        }),
      );
      return envelope;
    },
  },
  /** Dates that are no dates: zeros, month 13, an 11-digit stamp, 30 February. */
  garbageDates: {
    answer(envelope) {
      let index = 0;
      envelope.data = eachRecord(envelope.data, (record) =>
        mapFields(record, (key, value) =>
          DATE_KEY.test(key) && value !== null && value !== undefined
            ? GARBAGE_DATES[index++ % GARBAGE_DATES.length]
            : value,
        ),
      );
      return envelope;
    },
  },
  /** Numeric ids beyond 2^53 (the demo's id n becomes BIG_ID + n, as a bare JSON number). */
  bigIds: {
    answer(envelope, { path }) {
      // The user's own ids stay: organisation 1 is the main organisation.
      if (userInfoPath.test(path)) return envelope;
      envelope.data = eachRecord(envelope.data, (record) =>
        mapFields(record, (key, value) =>
          ID_KEY.test(key) && Number.isInteger(value) ? `${BIG}${BIG_ID + BigInt(value)}` : value,
        ),
      );
      return envelope;
    },
    /** A call with such an id asks the demo for its own id. */
    request(url) {
      for (const [key, value] of url.searchParams) {
        if (/^\d{16,}$/.test(value)) url.searchParams.set(key, String(BigInt(value) - BIG_ID));
      }
      return url;
    },
  },
  /** Texts of 10,000 characters without a space. */
  longTexts: {
    answer(envelope) {
      envelope.data = eachRecord(envelope.data, (record) =>
        mapFields(record, (key, value) =>
          typeof value === 'string' &&
          !ID_KEY.test(key) &&
          !DATE_KEY.test(key) &&
          !/^[\d.-]+$/.test(value)
            ? `${value}${'W'.repeat(10000)}`
            : value,
        ),
      );
      return envelope;
    },
  },
  /**
   * Links to `javascript:` and `data:` addresses (one disguised) wherever a record holds a file or
   * picture, beside one safe address, so a test can tell the field was drawn.
   */
  unsafeLinks: {
    answer(envelope) {
      const isAddress = (item) => typeof item === 'string' && /^(https?:|\/api\/)/.test(item);
      envelope.data = eachRecord(envelope.data, (record) =>
        mapFields(record, (_key, value) =>
          isAddress(value) || (Array.isArray(value) && value.some(isAddress))
            ? [...UNSAFE_ADDRESSES, SAFE_ADDRESS]
            : value,
        ),
      );
      return envelope;
    },
  },
  /** Lists refused with a message that is not text. */
  msgObject: {
    intercept: ({ path }) =>
      isListCall(path)
        ? { json: { code: 50010, msg: { zh: '失败', en: 'failed' }, data: null } }
        : null,
  },
  /** Success without `data`. */
  noData: {
    answer: (envelope, { path }) =>
      userInfoPath.test(path) ? envelope : { code: envelope.code, msg: '' },
  },
  /** Lists whose connection drops. */
  networkDown: {
    intercept: ({ path }) => (isListCall(path) ? 'destroy' : null),
  },
  /** Lists answered by a gateway's error page. */
  serverError: {
    intercept: ({ path }) =>
      isListCall(path)
        ? {
            status: 500,
            type: 'text/html',
            body: '<html><body>500 Internal Server Error</body></html>',
          }
        : null,
  },
  /** Lists answered 401 with a gateway's plain text. */
  unauthorized: {
    intercept: ({ path }) =>
      isListCall(path) ? { status: 401, type: 'text/plain', body: 'Unauthorized' } : null,
  },
  /** Every admin-service call answers the friendly reminder. */
  reminder: {
    intercept: ({ path }) =>
      path.startsWith('/admin-api/')
        ? { json: { code: 600001, msg: 'Insufficient wallet balance', data: null } }
        : null,
  },
  /** The user info's connection drops. */
  userInfoDown: {
    intercept: ({ path }) => (userInfoPath.test(path) ? 'destroy' : null),
  },
  /** The user info answers something that is no user. */
  userInfoMalformed: {
    intercept: ({ path }) =>
      userInfoPath.test(path) ? { json: { code: 0, msg: '', data: 'ok' } } : null,
  },
  // Rows without ids, the user info refused, a slow list… (scripts/hostileModes.mjs).
  ...hostileModes,
};

/** A JSON answer, the big-id markers written as bare numbers. */
function jsonResponse(status, value) {
  const text = JSON.stringify(value).replace(new RegExp(`"${BIG}(\\d+)"`, 'g'), '$1');
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Starts the server: the build in `dist` as a reverse proxy would serve it (with the security
 * headers of scripts/securityHeaders.mjs), and `/api`,
 * `/admin-api` answered by `api` (the demo backend's Fetch-style handler) as the current modes
 * rewrite it. `calls` records every API call (method, path with query, body).
 */
export async function startMisbehavingBackend({ dist = 'dist', api, port = 0, mode = 'normal' }) {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist}/ has no build: run \`npm run build\` first.`);
  }
  let active = [];
  const setMode = (next) => {
    active = String(next)
      .split(',')
      .map((name) => {
        if (!modes[name]) throw new Error(`Unknown mode "${name}"`);
        return modes[name];
      });
  };
  setMode(mode);
  const calls = [];

  /** One API call, as the current modes answer it; null drops the connection. */
  async function handle(request) {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
    const sent = body && new TextDecoder().decode(body);
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body: sent });
    const context = { path: url.pathname, url };
    // A mode may hold the answer back (a slow network), as a whole: its `wait` resolves first.
    for (const one of active) await one.wait?.(context);
    for (const one of active) {
      const instead = one.intercept?.(context);
      if (!instead) continue;
      if (instead === 'destroy') return null;
      if (instead.json) return jsonResponse(200, instead.json);
      return new Response(instead.body, {
        status: instead.status,
        headers: { 'Content-Type': instead.type },
      });
    }
    let target = url;
    for (const one of active) if (one.request) target = one.request(new URL(target));
    const answer = await api.handle(
      new Request(target, { method: request.method, headers: request.headers, body }),
    );
    if (!(answer.headers.get('Content-Type') ?? '').includes('application/json')) return answer;
    let envelope = await answer.json();
    for (const one of active) {
      if (one.answer && isPlain(envelope)) envelope = one.answer(envelope, context);
    }
    return jsonResponse(answer.status, envelope);
  }

  const server = await startStaticServer(dist, {
    port,
    api: { prefixes: api.prefixes, handle },
    headers: securityHeaders,
  });
  return { ...server, setMode, calls };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const { loadDemoApi } = await import('./demoApi.mjs');
  const demo = await loadDemoApi();
  const backend = await startMisbehavingBackend({
    dist: arg('--dist', 'dist'),
    api: demo.api,
    port: Number(arg('--port', 4180)),
    mode: arg('--mode', 'normal'),
  });
  console.log(`Misbehaving backend (${arg('--mode', 'normal')}) on ${backend.url}`);
}
