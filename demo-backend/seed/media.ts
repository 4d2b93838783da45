import { utcSeconds } from '../random';

export interface MediaRecord {
  mediaId: number;
  mediaName: string;
  platform: string;
  /** 1 enabled, 0 disabled (assumed). */
  status: number;
  createTime: number;
}

const mediaNames: readonly [string, string][] = [
  ['Google Ads', 'Google'],
  ['Facebook Ads', 'Facebook'],
  ['TikTok for Business', 'TikTok'],
  ['Kwai for Business', 'Kwai'],
  ['Bigo Ads', 'Bigo'],
  ['Snapchat Ads', 'Snapchat'],
  ['Microsoft Advertising', 'Bing'],
  ['Apple Search Ads', 'Apple'],
  ['Yandex Direct', 'Yandex'],
  ['Google Ads MCC (HK)', 'Google'],
  ['Meta Business (Agency)', 'Facebook'],
];

export function seedMedia(): MediaRecord[] {
  const start = utcSeconds(2022, 1, 10);
  return mediaNames.map(([mediaName, platform], index) => ({
    mediaId: index + 1,
    mediaName,
    platform,
    status: index === mediaNames.length - 2 ? 0 : 1,
    createTime: start + index * 7 * 86400,
  }));
}
