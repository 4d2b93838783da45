import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppAbility } from '@/auth/AbilityContext';
import { canOpen } from '@/access/routeAccess';
import { useSessionUser } from '@/auth/useSession';
import { mainApi } from '@/data';
import { orgSearchShape } from '@/data/answers/orgSearch';
import { normaliseList, type RecordShape } from '@/data/normalise';
import { detailNameOf, detailPathOf } from '@/engine/detailRoute';
import { resourceByName } from '@/engine/registry';

/** SPEC §9: a keyword is searched 300 ms after the last keystroke. */
const SEARCH_DELAY_MS = 300;

/** A record the palette found: where its page is. */
export interface RecordResult {
  key: string;
  kind: 'client' | 'org';
  name: string;
  code?: string;
  path: string;
}

interface Search {
  kind: RecordResult['kind'];
  endpoint: string;
  shape: RecordShape;
  id: string;
  name: string;
  code: string;
}

// SPEC §7: GET /client/listByKeyword?keyword and GET /org2/listByKeyword?keyword (answers
// assumed: a list of records with their id, name and code, bare or as `{ list }`; the client's
// is the option list's, the org's declared in src/data/answers/orgSearch.ts).
const searches: readonly Search[] = [
  {
    kind: 'client',
    endpoint: 'GET /client/listByKeyword',
    shape: { clientId: 'reference', clientSN: 'text', clientName: 'text' },
    id: 'clientId',
    name: 'clientName',
    code: 'clientSN',
  },
  {
    kind: 'org',
    endpoint: 'GET /org2/listByKeyword',
    shape: orgSearchShape,
    id: 'orgId',
    name: 'orgName',
    code: 'orgSN',
  },
];

function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The searches the user may follow: those whose record page the user may open. */
function useAllowedSearches(): readonly Search[] {
  const user = useSessionUser();
  const ability = useAppAbility();
  return searches.filter((search) => {
    const page = resourceByName(detailNameOf(search.kind));
    return !!page && canOpen(ability, user, page);
  });
}

function resultsOf(search: Search, data: unknown): RecordResult[] {
  const resource = resourceByName(search.kind);
  if (!resource) return [];
  return normaliseList(search.shape, data).list.flatMap((row) => {
    const path = detailPathOf(resource, row[search.id]);
    const name = row[search.name];
    if (!path || typeof name !== 'string' || !name) return [];
    const code = row[search.code];
    return [
      {
        key: `${search.kind}:${String(row[search.id])}`,
        kind: search.kind,
        name,
        code: typeof code === 'string' && code ? code : undefined,
        path,
      },
    ];
  });
}

/**
 * Clients and organisations by keyword (name or code), for those who may open their pages;
 * nothing is asked for empty text or spaces.
 */
export function useRecordSearch(text: string): {
  results: RecordResult[];
  searching: boolean;
  failed: boolean;
} {
  const keyword = useDebounced(text.trim());
  const allowed = useAllowedSearches();
  const client = allowed.find((search) => search.kind === 'client');
  const org = allowed.find((search) => search.kind === 'org');
  const clients = useKeywordQuery(client, keyword);
  const orgs = useKeywordQuery(org, keyword);
  return {
    results: [...clients.results, ...orgs.results],
    searching: text.trim() !== keyword || clients.searching || orgs.searching,
    failed: clients.failed || orgs.failed,
  };
}

function useKeywordQuery(search: Search | undefined, keyword: string) {
  const query = useQuery({
    queryKey: ['palette', search?.kind, keyword],
    queryFn: () =>
      search ? mainApi.call(search.endpoint, { keyword }, true) : Promise.resolve([]),
    enabled: !!search && keyword !== '',
    staleTime: 30_000,
  });
  return {
    results: search && keyword && query.data ? resultsOf(search, query.data) : [],
    searching: query.isFetching,
    failed: !!search && keyword !== '' && query.isError,
  };
}
