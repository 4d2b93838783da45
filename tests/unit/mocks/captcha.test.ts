// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_TTL_MS,
  createCaptcha,
  demoCaptchaAnswer,
  verifyCaptcha,
} from '@demo-backend/captcha';
import { seedDb } from '@demo-backend/seed';

describe('captcha', () => {
  it('derives a 4-character unambiguous answer from the key', () => {
    const answer = demoCaptchaAnswer('some-key');
    expect(answer).toBe(demoCaptchaAnswer('some-key'));
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(demoCaptchaAnswer('other-key')).not.toBe(answer);
  });

  it('draws the answer into an SVG data URL', () => {
    const { key, image } = createCaptcha(seedDb(1));
    const prefix = 'data:image/svg+xml;base64,';
    expect(image.startsWith(prefix)).toBe(true);
    const svg = atob(image.slice(prefix.length));
    expect(svg).toContain('<svg');
    for (const char of demoCaptchaAnswer(key)) expect(svg).toContain(`>${char}</text>`);
  });

  it('accepts the answer in any case, once', () => {
    const db = seedDb(1);
    const { key } = createCaptcha(db);
    expect(verifyCaptcha(db, key, demoCaptchaAnswer(key).toLowerCase())).toBe(true);
    expect(verifyCaptcha(db, key, demoCaptchaAnswer(key))).toBe(false);
  });

  it('is used up by a wrong answer and refused once expired or unknown', () => {
    const db = seedDb(1);
    const wrong = createCaptcha(db).key;
    expect(verifyCaptcha(db, wrong, 'xxxx')).toBe(false);
    expect(verifyCaptcha(db, wrong, demoCaptchaAnswer(wrong))).toBe(false);

    const now = Date.now();
    const old = createCaptcha(db, now).key;
    expect(verifyCaptcha(db, old, demoCaptchaAnswer(old), now + CAPTCHA_TTL_MS + 1)).toBe(false);
    expect(verifyCaptcha(db, 'no-such-key', demoCaptchaAnswer('no-such-key'))).toBe(false);
  });
});
