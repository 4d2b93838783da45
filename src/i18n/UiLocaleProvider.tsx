import { ConfigProvider, type ConfigProviderProps } from 'antd';
import enUSFile from 'antd/locale/en_US';
import zhCNFile from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { consoleTheme } from '@/ui/antdTheme';
import { ThemeCssVariables } from '@/ui/ThemeCssVariables';

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
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'cn';
  useEffect(() => {
    dayjs.locale(chinese ? 'zh-cn' : 'en');
    document.documentElement.lang = chinese ? 'zh-CN' : 'en';
  }, [chinese]);
  return (
    // Option lists drawn whole (with their roles) unless a select asks otherwise: see
    // src/scaffolds/fields/selectVirtual.ts.
    <ConfigProvider locale={chinese ? zhCN : enUS} theme={consoleTheme} virtual={false}>
      <ThemeCssVariables />
      {children}
    </ConfigProvider>
  );
}
