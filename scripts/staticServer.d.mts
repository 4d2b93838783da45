export interface ApiHandler {
  prefixes: string[];
  handle: (request: Request) => Promise<Response | null>;
}

export function startStaticServer(
  root: string | null,
  options?: {
    port?: number;
    host?: string;
    api?: ApiHandler;
    /** Sent with every file and page served (not with the API's answers). */
    headers?: Record<string, string>;
  },
): Promise<{ url: string; close: () => Promise<void> }>;
