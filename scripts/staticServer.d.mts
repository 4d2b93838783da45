export interface ApiHandler {
  prefixes: string[];
  handle: (request: Request) => Promise<Response>;
}

export function startStaticServer(
  root: string | null,
  options?: { port?: number; host?: string; api?: ApiHandler },
): Promise<{ url: string; close: () => Promise<void> }>;
