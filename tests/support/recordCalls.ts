import type { SetupServer } from 'msw/node';
import type { Row } from '@demo-backend/db';

/** The JSON bodies of the calls a test's demo server receives on a path, as they are sent. */
export function recordCalls(server: SetupServer, path: string) {
  const bodies: Row[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((body: Row) => bodies.push(body));
  };
  server.events.on('request:start', listen);
  return { bodies, stop: () => server.events.removeListener('request:start', listen) };
}
