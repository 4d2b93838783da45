import { CompassOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { loadOnce } from '@/ui/loadOnce';
import type { CommandPaletteProps } from './CommandPalette';

type Palette = ComponentType<CommandPaletteProps>;

/** The palette's code, loaded on first open; a failed load is tried again at the next. */
const loadPalette = loadOnce<Palette>(() =>
  import('./CommandPalette').then((module) => module.CommandPalette),
);

/** Ctrl+K, or ⌘K on a Mac: the palette's shortcut anywhere in the console. */
export const isPaletteShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/**
 * The command palette's button in the top bar and its shortcut. Only these are in the shell's
 * first load: the palette itself (src/layout/palette/CommandPalette.tsx) loads on first open.
 */
export function PaletteLauncher() {
  const { t } = useTranslation();
  const [palette, setPalette] = useState<{ Palette: Palette } | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback(
    () =>
      void loadPalette().then(
        (Palette) => {
          setPalette((current) => current ?? { Palette });
          setOpen(true);
        },
        () => undefined,
      ),
    [],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
  const label = t('layout.palette');
  return (
    <>
      <Button
        type="text"
        icon={<CompassOutlined />}
        aria-label={label}
        title={label}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      />
      {palette && <palette.Palette open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
