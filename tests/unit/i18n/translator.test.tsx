import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { createI18n } from '@/i18n/instance';
import { useTranslation } from '@/i18n/useTranslation';

afterEach(() => cleanup());

function translator() {
  const i18n = createI18n('en');
  i18n.addResourceBundle('en', 'translation', {
    list: { total: '{{total}} records', empty: 'No records' },
    greet: 'Hello {{ name }}, {{name}}!',
  });
  i18n.addResourceBundle('cn', 'translation', { list: { total: '共 {{total}} 条' } });
  return i18n;
}

describe('the translator', () => {
  it('reads nested keys and fills every placeholder', () => {
    const { t } = translator();
    expect(t('list.total', { total: 48 })).toBe('48 records');
    expect(t('greet', { name: 'Li' })).toBe('Hello Li, Li!');
    // A placeholder without its value stays as written.
    expect(t('list.total')).toBe('{{total}} records');
  });

  it('answers a missing key with its default value, else the key itself', () => {
    const i18n = translator();
    expect(i18n.t('list.missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18n.t('list.missing')).toBe('list.missing');
    // A branch is not a text.
    expect(i18n.t('list')).toBe('list');
    expect(i18n.exists('list.empty')).toBe(true);
    expect(i18n.exists('list')).toBe(false);
  });

  it('adds texts in parts: shallowly, or deep into what is there', () => {
    const i18n = translator();
    i18n.addResourceBundle('en', 'translation', { buttons: { save: 'Save' } });
    expect(i18n.t('list.empty')).toBe('No records');
    i18n.addResourceBundle('en', 'translation', { list: { empty: 'Nothing' } }, true, false);
    expect(i18n.t('list.empty')).toBe('No records');
    i18n.addResourceBundle('en', 'translation', { list: { empty: 'Nothing' } }, true, true);
    expect(i18n.t('list.empty')).toBe('Nothing');
    expect(i18n.t('list.total', { total: 1 })).toBe('1 records');
  });

  it('switches language and tells its listeners once per change', async () => {
    const i18n = translator();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    const stop = () => i18n.off('languageChanged', listener);
    await i18n.changeLanguage('cn');
    await i18n.changeLanguage('cn');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('list.total', { total: 3 })).toBe('共 3 条');
    expect(i18n.getFixedT('en')('list.total', { total: 3 })).toBe('3 records');
    stop();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useTranslation', () => {
  function Title() {
    const { t, i18n } = useTranslation();
    return <h1 lang={i18n.language}>{t('buttons.save')}</h1>;
  }

  it('renders again in the language switched to', async () => {
    await changeLanguage('en');
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Save');
    await act(() => changeLanguage('cn'));
    expect(screen.getByRole('heading')).toHaveTextContent('保存');
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'cn');
    await act(() => changeLanguage('en'));
  });
});
