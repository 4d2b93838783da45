import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { adminApi } from '@/data';
import { recipientNodeShape } from '@/data/answers/recipientTree';
import { normaliseList } from '@/data/normalise';
import type { FieldInputProps } from '@/engine/fieldTypes';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * A node of `GET /siteSend/getSelTree` (its declared shape, src/data/answers/recipientTree.ts:
 * `{ key, title, blacklisted?, children? }`, `blacklisted` on a person on the message blacklist).
 */
interface RecipientNode {
  key: string;
  title: string;
  blacklisted: boolean;
  children?: RecipientNode[];
}

/**
 * The tree as answered (a list of nodes, bare or as `{ list }`), read through its declared shape,
 * each node's children too: nodes without a key are dropped, one without a title is named by its
 * key.
 */
function readTree(value: unknown): RecipientNode[] {
  return readNodes(normaliseList(recipientNodeShape, value).list);
}

function readNodes(nodes: readonly Record<string, unknown>[]): RecipientNode[] {
  return nodes.flatMap(({ key, title, blacklisted, children }) => {
    if (typeof key !== 'string' || key === '') return [];
    return [
      {
        key,
        title: typeof title === 'string' ? title : key,
        blacklisted: blacklisted === true,
        children: readNodes(Array.isArray(children) ? children : []),
      },
    ];
  });
}

interface TreeNodeData {
  value: string;
  title: string;
  disabled?: boolean;
  children: TreeNodeData[];
}
type TreeData = TreeNodeData[];
const ROLE_KEY = /^role:\d+:(\w+)$/;

/** How a node is named: a role as the interface names it, a blacklisted person said to be so. */
interface Names {
  role: (role: string) => string;
  blacklisted: (name: string) => string;
}

/**
 * Nodes as antd's tree takes them. A person on the blacklist is shown as such and cannot be
 * chosen (the message would fail at publishing, after its review), nor a branch of only such
 * people; a branch checked chooses the others under it.
 */
const toTreeData = (nodes: readonly RecipientNode[], names: Names): TreeData =>
  nodes.map((node) => {
    const role = ROLE_KEY.exec(node.key)?.[1];
    const title = role ? names.role(role) : node.title;
    const children = toTreeData(node.children ?? [], names);
    // A branch of nobody but blacklisted people reaches no one either.
    const barred = children.length > 0 && children.every((child) => child.disabled);
    return {
      value: node.key,
      title: node.blacklisted ? names.blacklisted(title) : title,
      ...(node.blacklisted || barred ? { disabled: true } : {}),
      children,
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
      treeData={toTreeData(data ?? [], {
        role: (role) => (i18n.exists(`roles.${role}`) ? t(`roles.${role}`) : role),
        blacklisted: (name) => t('siteMessages.blacklisted', { name }),
      })}
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
