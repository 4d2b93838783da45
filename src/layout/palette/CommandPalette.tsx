import { Input, Modal, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '@/auth/useSession';
import { currentLanguage, loadViewTexts } from '@/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { focusMainContent } from '@/ui/mainContent';
import { useMenuModel } from '../menu/useMenuModel';
import { textOf, useOtherLanguageTexts } from './otherLanguageTexts';
import { palettePages, rankPages } from './palettePages';
import { readRecentPages, rememberRecentPage } from './recentPages';
import { useRecordSearch } from './useRecordSearch';
import './palette.css';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

interface Option {
  id: string;
  section: 'pages' | 'records';
  label: string;
  detail?: string;
  path: string;
  /** The menu key of a page (remembered as recent once opened). */
  page?: string;
}

// The palette's own texts are with the views' (a list page's first load does not carry them).
void loadViewTexts();

/**
 * The command palette (Ctrl+K / ⌘K, or the top bar's button): the pages the user may open, by
 * their name in either language, recently opened first, then clients and organisations by
 * keyword. A combobox over a listbox: the arrows move, Enter goes there, Escape closes; focus
 * stays in the dialog until it closes, then goes to the page it opened.
 */
export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const userId = user?.adminId ?? 'anonymous';
  const listId = useId();
  const model = useMenuModel();
  const other = useOtherLanguageTexts(currentLanguage());
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  const arrived = useRef(false);
  const input = useRef<InputRef>(null);
  const records = useRecordSearch(text);

  useEffect(() => {
    if (!open) return;
    arrived.current = false;
    setText('');
    setActive(0);
    setRecent(readRecentPages(userId));
  }, [open, userId]);

  const pages = useMemo(
    () =>
      palettePages(
        model,
        (key) => t(key),
        (key) => textOf(other, key),
      ),
    [model, t, other],
  );
  const options = useMemo<Option[]>(
    () => [
      ...rankPages(pages, text, recent).map((page) => ({
        id: `${listId}-page-${page.key}`,
        section: 'pages' as const,
        label: page.title,
        detail: [page.group, page.otherTitle].filter(Boolean).join(' · ') || undefined,
        path: page.path,
        page: page.key,
      })),
      ...records.results.map((record) => ({
        id: `${listId}-${record.key.replace(/\W/g, '-')}`,
        section: 'records' as const,
        label: record.name,
        detail: [t(`palette.kind.${record.kind}`), record.code].filter(Boolean).join(' · '),
        path: record.path,
      })),
    ],
    [pages, text, recent, records.results, listId, t],
  );
  const current = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const go = (option: Option | undefined) => {
    if (!option) return;
    if (option.page) rememberRecentPage(userId, option.page);
    arrived.current = true;
    onClose();
    void navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move && options.length) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(current);
    }
  };

  const status = records.failed
    ? t('palette.searchFailed')
    : records.searching
      ? t('palette.searching')
      : options.length
        ? t('palette.count', { count: options.length })
        : t('palette.nothing');

  const section = (name: Option['section']) => {
    const shown = options.filter((option) => option.section === name);
    if (!shown.length) return null;
    const headingId = `${listId}-${name}`;
    return (
      <div role="group" aria-labelledby={headingId} className="palette-section">
        <div role="presentation" id={headingId} className="palette-heading">
          {t(`palette.${name}`)}
        </div>
        {shown.map((option) => (
          <div
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={option === current}
            className={`palette-option${option === current ? ' is-active' : ''}`}
            onMouseMove={() => setActive(options.indexOf(option))}
            onClick={() => go(option)}
          >
            <span className="palette-label">{option.label}</span>
            {option.detail && <span className="palette-detail">{option.detail}</span>}
          </div>
        ))}
      </div>
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('palette.title')}
      width={560}
      className="command-palette"
      focusTriggerAfterClose={false}
      // The dialog focuses itself as it opens; the search takes focus once it is open.
      afterOpenChange={(opened) => opened && input.current?.focus()}
      afterClose={() => {
        if (arrived.current) focusMainContent();
      }}
    >
      <Input
        ref={input}
        autoFocus
        role="combobox"
        aria-label={t('palette.search')}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current?.id}
        placeholder={t('palette.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={t('palette.results')} className="palette-list">
        {section('pages')}
        {section('records')}
      </div>
      <div className="palette-status" role="status">
        {status}
      </div>
    </Modal>
  );
}
