import { Select, Spin, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mainApi } from '@/data';
import { parseEndpoint } from '@/data/contract';
import { toListPayload } from '@/data/dataProvider';
import { referenceSources } from '@/engine/references';
import type { ReferenceOption } from './useReferenceOptions';

/** Client search (SPEC §5, §9): only non-empty text is searched, debounced 300 ms; width 280. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;
export const CLIENT_SELECT_WIDTH = 280;

export function ClientSearchSelect({ style, ...props }: Omit<SelectProps, 'options'>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<ReferenceOption[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const text = keyword.trim();
    if (!text) return;
    let alive = true;
    const timer = setTimeout(() => {
      const source = referenceSources.client;
      const { method, path } = parseEndpoint(source.endpoint);
      setLoading(true);
      mainApi
        .request({ method, path, data: { [source.search!]: text } })
        .then((data) => {
          if (!alive) return;
          const list = toListPayload<Record<string, unknown>>(data).list;
          setOptions(
            list.map((r) => ({ value: r[source.value] as number, label: source.label(r) })),
          );
        })
        .catch(() => undefined)
        .finally(() => alive && setLoading(false));
    }, CLIENT_SEARCH_DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      placeholder={t('list.searchClient')}
      notFoundContent={loading ? <Spin size="small" /> : t('list.noOptions')}
      options={options}
      style={{ width: CLIENT_SELECT_WIDTH, ...style }}
      {...props}
    />
  );
}
