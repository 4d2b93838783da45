import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { adminApi } from '@/data';
import type { FieldInputProps } from '@/engine/fieldTypes';
import { useTranslation } from '@/i18n/useTranslation';

/** A node of `GET /siteSend/getSelTree` (assumed shape: `{ key, title, children? }`). */
interface RecipientNode {
  key: string;
  title: string;
  children?: RecipientNode[];
}

/** The tree as answered, read defensively: nodes without a key are dropped. */
function readTree(value: unknown): RecipientNode[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((node: unknown) => {
    if (!node || typeof node !== 'object') return [];
    const { key, title, children } = node as Record<string, unknown>;
    if (key === undefined || key === null || key === '') return [];
    return [{ key: String(key), title: String(title ?? key), children: readTree(children) }];
  });
}

interface TreeNodeData {
  value: string;
  title: string;
  children: TreeNodeData[];
}
type TreeData = TreeNodeData[];
const ROLE_KEY = /^role:\d+:(\w+)$/;

/** Nodes as antd's tree takes them; a role node is named as the interface names the role. */
const toTreeData = (
  nodes: readonly RecipientNode[],
  roleName: (role: string) => string,
): TreeData =>
  nodes.map((node) => {
    const role = ROLE_KEY.exec(node.key)?.[1];
    return {
      value: node.key,
      title: role ? roleName(role) : node.title,
      children: toTreeData(node.children ?? [], roleName),
    };
  });

/**
 * The recipients of a site message: organisations, roles and people from `getSelTree`, searched
 * by name; checking a branch chooses everyone under it (kept as the branch's key).
 */
export default function RecipientTreeSelect({
  value,
  onChange,
  id,
  disabled,
  ...rest
}: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: ['siteSend', 'getSelTree'],
    queryFn: () => adminApi.call<unknown>('GET /siteSend/getSelTree').then(readTree),
    staleTime: 60_000,
  });
  return (
    <TreeSelect
      id={id}
      aria-label={rest['aria-label']}
      disabled={disabled}
      loading={isLoading}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(next: string[]) => onChange?.(next)}
      treeData={toTreeData(data ?? [], (role) =>
        i18n.exists(`roles.${role}`) ? t(`roles.${role}`) : role,
      )}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      showSearch
      treeNodeFilterProp="title"
      // No placeholder: antd draws it below 4.5:1 contrast (docs/accessibility.md "Contrast and
      // theme"); the field's label and the tree's search say what to do.
      allowClear
      maxTagCount="responsive"
    />
  );
}
