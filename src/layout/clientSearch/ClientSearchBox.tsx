import { useState } from 'react';
import { useNavigate } from 'react-router';
import { detailPathOf } from '@/engine/detailRoute';
import { resourceByName } from '@/engine/registry';
import { CLIENT_SELECT_WIDTH, ClientSearchSelect } from '@/scaffolds/references/ClientSearchSelect';
import { focusMainContent } from '@/ui/mainContent';

export interface ClientSearchBoxProps {
  /** The accessible name. */
  label: string;
  /** What was typed into the stand-in before this loaded: searched, shown and the list open. */
  typed: string;
  autoFocus: boolean;
  /** Phones: as wide as the top bar allows (up to the selector's 280). */
  fill?: boolean;
  /** A client was chosen (its page is opening). */
  onChosen?: () => void;
  /** Focus left the search; `text` is what is still typed in it. */
  onLeave?: (text: string) => void;
}

/**
 * The top bar's client search (lazily loaded): the client selector, which opens the chosen
 * client's detail page and starts afresh (empty, no options), focus on the page it opened.
 */
export function ClientSearchBox({
  label,
  typed,
  autoFocus,
  fill,
  onChosen,
  onLeave,
}: ClientSearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(typed);
  // A new select for each search: the last one's keyword and options go with it.
  const [round, setRound] = useState(0);

  const open = (clientId: unknown) => {
    const client = resourceByName('client');
    const path = client && detailPathOf(client, clientId);
    setText('');
    setRound((previous) => previous + 1);
    onChosen?.();
    if (!path) return;
    void Promise.resolve(navigate(path)).then(focusMainContent);
  };

  return (
    <ClientSearchSelect
      key={round}
      aria-label={label}
      autoFocus={autoFocus && round === 0}
      defaultOpen={round === 0 && typed.trim() !== ''}
      allowClear={false}
      value={null}
      searchValue={text}
      onSearch={setText}
      onSelect={open}
      onBlur={() => onLeave?.(text)}
      style={fill ? { width: '100%', maxWidth: CLIENT_SELECT_WIDTH, minWidth: 120 } : undefined}
    />
  );
}
