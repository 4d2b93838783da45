import type { Row } from '@demo-backend/db';

/**
 * A client and a part of its name that no other client's name or SN holds (the client search
 * matches either, case-insensitively), so that searching the part offers that client alone.
 */
export function clientWithUniquePart(clients: readonly Row[]) {
  const texts = clients.map((row) => `${String(row.clientName)}\n${String(row.clientSN)}`);
  for (const client of clients) {
    const name = String(client.clientName);
    for (let start = 0; start + 6 <= name.length; start += 1) {
      const part = name.slice(start, start + 6);
      if (!part.trim() || part !== part.trim()) continue;
      const holders = texts.filter((text) => text.toLowerCase().includes(part.toLowerCase()));
      if (holders.length === 1) return { clientId: Number(client.clientId), name, part };
    }
  }
  throw new Error('no client has a part of its name of its own');
}
