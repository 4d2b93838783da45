import { ConfigProvider, type ConfigProviderProps } from 'antd';
import enUSFile from 'antd/locale/en_US';
import zhCNFile from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider as MotionProvider } from 'rc-motion';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { consoleTheme } from '@/ui/antdTheme';
import { ThemeCssVariables } from '@/ui/ThemeCssVariables';
import { usePrefersReducedMotion } from '@/ui/useIsMobile';

const noWave = { disabled: true };

type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's locale files are CommonJS re-exports: in a build they come as their exports object
 * (the locale under `default`), in the dev server and tests as the locale itself.
 */
const localeOf = (file: Locale | { default: Locale }): Locale =>
  'default' in file ? file.default : file;
const zhCN = localeOf(zhCNFile);
const enUS = localeOf(enUSFile);

/**
 * antd's and dayjs's locales follow the chosen language (so do the OK and Cancel of antd's dialogs
 * and the texts of its pickers); antd's theme is set here too, and its tokens our own CSS uses
 * are written as CSS variables.
 *
 * For users who ask their system for less motion, antd's enter and leave animations and its
 * buttons' click wave are off. The animations through rc-motion's provider, as antd's own
 * ConfigProvider sets it for `token.motion: false`; not through that token, which would change
 * the theme's hash and so regenerate at run time every style baked at build time.
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'cn';
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    dayjs.locale(chinese ? 'zh-cn' : 'en');
    document.documentElement.lang = chinese ? 'zh-CN' : 'en';
  }, [chinese]);
  return (
    // Option lists drawn whole (with their roles) unless a select asks otherwise: see
    // src/scaffolds/fields/selectVirtual.ts.
    <ConfigProvider
      locale={chinese ? zhCN : enUS}
      theme={consoleTheme}
      virtual={false}
      wave={reducedMotion ? noWave : undefined}
    >
      <ThemeCssVariables />
      <MotionProvider motion={!reducedMotion}>{children}</MotionProvider>
    </ConfigProvider>
  );
}
