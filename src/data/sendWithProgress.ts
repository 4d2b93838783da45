/**
 * The same request as fetch would make, through XMLHttpRequest, whose upload reports progress
 * (fetch cannot); the answer is handed back as a Response so it is read like any other.
 */
export function sendWithProgress(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | FormData;
    signal: AbortSignal;
  },
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const headers = new Headers();
      const contentType = xhr.getResponseHeader('Content-Type');
      if (contentType) headers.set('Content-Type', contentType);
      // A Response cannot carry status 0 or a body with 204/304; neither is an envelope anyway.
      const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 500;
      const body = status === 204 || status === 304 ? null : xhr.responseText;
      resolve(new Response(body, { status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body ?? null);
  });
}
