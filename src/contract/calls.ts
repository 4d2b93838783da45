import { fillPath, toQuery, type Params } from '@/data/http';
import type { Service } from '@/data/contract';

type Plain = Record<string, unknown>;

/** The address of a call: its service's base URL, its path with its path params, its query. */
export function addressOf(
  bases: { main: string; admin: string },
  service: Service,
  path: string,
  params: Params,
): string {
  const filled = fillPath(path, params);
  const base = (service === 'admin' ? bases.admin : bases.main).replace(/\/$/, '');
  return `${base}${filled.path}${toQuery(filled.data as Params)}`;
}

/** Every field's first value seen in any answer: where a list that needs a route param finds one. */
export class SeenValues {
  private readonly values = new Map<string, string | number>();

  learn(records: readonly Plain[]): void {
    for (const record of records) {
      for (const [name, value] of Object.entries(record)) {
        const usable = typeof value === 'number' || (typeof value === 'string' && value !== '');
        if (usable && !this.values.has(name)) this.values.set(name, value);
      }
    }
  }

  get(name: string): string | number | undefined {
    return this.values.get(name);
  }
}

/** Runs tasks a few at a time, in order of start. */
export async function inTurns<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}
