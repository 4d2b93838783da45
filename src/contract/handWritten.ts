import type { HandWrittenRead } from '@/data/handWrittenReads';
import { judgeDetail, judgeList, type Finding } from './judge';

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
