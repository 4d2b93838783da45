import type { CaptchaPayload } from '@/demoBackendSurface';
import { ownEntry, type DemoDb } from './db';
import { createRandom, hashString, randomId } from './random';

/** Characters that cannot be mistaken for one another (no 0/O, 1/I). */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** The answer of a captcha, derived from its key so the demo login panel and tests can read it. */
export function demoCaptchaAnswer(key: string): string {
  const random = createRandom(hashString(key));
  return Array.from({ length: CAPTCHA_LENGTH }, () => random.pick([...CAPTCHA_ALPHABET])).join('');
}

const WIDTH = 120;
const HEIGHT = 40;

function captchaSvg(key: string, answer: string): string {
  const random = createRandom(hashString(`image:${key}`));
  const colour = () => `hsl(${random.int(0, 359)},55%,${random.int(30, 50)}%)`;
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [0, random.int(0, HEIGHT), WIDTH, random.int(0, HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour()}" stroke-width="1"/>`;
  });
  const dots = Array.from(
    { length: 24 },
    () =>
      `<circle cx="${random.int(0, WIDTH)}" cy="${random.int(0, HEIGHT)}" r="1" fill="${colour()}"/>`,
  );
  const glyphs = [...answer].map((char, index) => {
    const x = 14 + index * 26;
    const y = random.int(26, 32);
    const angle = random.int(-25, 25);
    return (
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${colour()}" ` +
      `font-family="monospace" font-size="24" font-weight="bold">${char}</text>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6fa"/>` +
    `${lines.join('')}${glyphs.join('')}${dots.join('')}</svg>`
  );
}

/** Issues a captcha and remembers its key until it is used or expires. */
export function createCaptcha(db: DemoDb, now: number = Date.now()): CaptchaPayload {
  for (const [key, record] of Object.entries(db.captchas)) {
    if (record.expiresAt <= now) delete db.captchas[key];
  }
  const key = randomId();
  db.captchas[key] = { expiresAt: now + CAPTCHA_TTL_MS };
  const svg = captchaSvg(key, demoCaptchaAnswer(key));
  return { key, image: `data:image/svg+xml;base64,${btoa(svg)}` };
}

/** Checks an answer (case-insensitive). Any attempt uses the captcha up, right or wrong. */
export function verifyCaptcha(
  db: DemoDb,
  key: string,
  answer: string,
  now: number = Date.now(),
): boolean {
  const record = ownEntry(db.captchas, key);
  if (!record) return false;
  delete db.captchas[key];
  return record.expiresAt > now && answer.trim().toUpperCase() === demoCaptchaAnswer(key);
}
