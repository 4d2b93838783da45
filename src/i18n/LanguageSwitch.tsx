import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@/data/contract';
import { changeLanguage, currentLanguage } from './index';

/** Switches between Chinese and English; the choice is kept in localStorage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = (i18n.language as Language) ?? currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: languages.map((language) => ({ key: language, label: t(`language.${language}`) })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language.switch')}>
        {t(`language.${active}`)}
      </Button>
    </Dropdown>
  );
}
