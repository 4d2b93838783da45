import { allResources } from '@/engine/registry';

/**
 * An area of the console, as a CASL subject. Each declared resource names the area it belongs to
 * (`subject`), and the rights rows of ./rules.ts name the same areas: a rule naming an area no
 * declaration has, or an area without a rule, fails the rules' tests.
 */
export type Subject = string;

/** The areas the registered declarations name, in the order they are declared. */
export function declaredSubjects(): Subject[] {
  return [...new Set(allResources.map((resource) => resource.subject))];
}

/** Roles of SPEC §6. */
export const roles = [
  'admin',
  'superAdmin',
  'BD',
  'OP',
  'CM',
  'AD',
  'DS',
  'financier',
  'cashier',
  'technology',
  'saleAgent',
  'market',
  'MPM',
  'HR',
  'mediaAgent',
] as const;

export type Role = (typeof roles)[number];

/**
 * Actions: 'read' opens an area (its routes, lists and details); every other operation is a named
 * right: 'create', 'update', 'delete', 'export' and each declared action by its name (or its
 * `ability`). Nobody is granted CASL's 'manage'.
 */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'export' | (string & {});
