export declare const BIG_ID: bigint;
export declare const SAFE_ADDRESS: string;
export declare const modes: Record<string, unknown>;

export interface RecordedCall {
  method: string;
  /** Path with its query. */
  path: string;
  body?: string;
}

export interface MisbehavingBackend {
  url: string;
  /** One mode, or several joined by commas. */
  setMode(mode: string): void;
  calls: RecordedCall[];
  close(): Promise<void>;
}

export declare function startMisbehavingBackend(options: {
  dist?: string;
  api: { prefixes: string[]; handle(request: Request): Promise<Response> };
  port?: number;
  mode?: string;
}): Promise<MisbehavingBackend>;
