import { CONSOLE_DOMAIN, type HandWrittenRead } from '@/data/handWrittenReads';
import type { Params } from '@/data/http';
import { judgeDetail, judgeList, type Finding } from './judge';

/** The params of a hand-written read: its own, the console's host name where it asks for one. */
export function handWrittenParams(read: HandWrittenRead, domain: string): Params {
  return Object.fromEntries(
    Object.entries(read.params).map(([name, value]) => [
      name,
      value === CONSOLE_DOMAIN ? domain : value,
    ]),
  );
}

/** A hand-written read's `data`, judged as the code that makes it reads it. */
export function judgeHandWritten(
  read: HandWrittenRead,
  data: unknown,
): { findings: Finding[]; rows?: number } {
  if (read.answer === 'list') {
    const list = judgeList(read.shape, read.expected, data);
    return { findings: list.findings, rows: list.records.length };
  }
  if (data === null) {
    return { findings: [{ misfit: false, message: 'null: it names nothing for these params' }] };
  }
  return { findings: judgeDetail(read.shape, read.expected, data) };
}
