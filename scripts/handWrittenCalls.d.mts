export interface HandWrittenCall {
  endpoint: string;
  service: 'main' | 'admin';
  file: string;
}
export function scanHandWritten(root?: string): HandWrittenCall[];
