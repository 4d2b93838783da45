import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type ComponentType } from 'react';
import { useAppAbility } from '@/auth/AbilityContext';
import { canOpen } from '@/access/routeAccess';
import { useSessionUser } from '@/auth/useSession';
import { detailNameOf } from '@/engine/detailRoute';
import { resourceByName } from '@/engine/registry';
import { useTranslation } from '@/i18n/useTranslation';
import { loadOnce } from '@/ui/loadOnce';
import type { ClientSearchBoxProps } from './ClientSearchBox';
import './clientSearch.css';

type Box = ComponentType<ClientSearchBoxProps>;

/** The search's code, loaded once; a failed load is tried again at the next use. */
const loadBox = loadOnce<Box>(() =>
  import('./ClientSearchBox').then((module) => module.ClientSearchBox),
);

/** May the user open a client's page (the same check as the menu and the page guard)? */
function useMayOpenClients(): boolean {
  const user = useSessionUser();
  const ability = useAppAbility();
  const page = resourceByName(detailNameOf('client'));
  return !!page && canOpen(ability, user, page);
}

/**
 * The top bar's client search (SPEC §5, §9), for those who may open a client's page. The select
 * and its data hooks are not part of the shell's first load: a plain input stands in for it and
 * loads it on first hover, focus or keystroke, keeping what was typed. On phones (`compact`) a
 * button opens it.
 */
export function TopBarClientSearch({ compact }: { compact: boolean }) {
  return useMayOpenClients() ? <ClientSearch compact={compact} /> : null;
}

function ClientSearch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const label = t('list.searchClient');
  const [box, setBox] = useState<{ Box: Box; autoFocus: boolean } | null>(null);
  const [typed, setTyped] = useState('');
  // Phones: the search shows in place of its button once asked for.
  const [expanded, setExpanded] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);

  const load = (focus = false) =>
    void loadBox().then(
      (Box) => {
        const autoFocus = focus || document.activeElement === standIn.current;
        setBox((current) => current ?? { Box, autoFocus });
      },
      () => setExpanded(false),
    );

  if (compact && !(expanded && box)) {
    return (
      <Button
        type="text"
        icon={<SearchOutlined />}
        loading={expanded}
        aria-label={label}
        title={label}
        onClick={() => {
          setExpanded(true);
          load(true);
        }}
      />
    );
  }
  if (box) {
    return (
      <box.Box
        label={label}
        typed={typed}
        autoFocus={box.autoFocus || compact}
        fill={compact}
        onChosen={compact ? () => setExpanded(false) : undefined}
        onLeave={compact ? (text) => !text.trim() && setExpanded(false) : undefined}
      />
    );
  }
  return (
    <input
      ref={standIn}
      className="client-search-stand-in"
      type="search"
      aria-label={label}
      placeholder={label}
      value={typed}
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onChange={(event) => {
        setTyped(event.target.value);
        load();
      }}
    />
  );
}
