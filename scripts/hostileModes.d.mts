/** The hostile modes of the misbehaving backend (scripts/hostileModes.mjs). */
export declare const hostileModes: Record<string, unknown>;
/** Lets go the answers the `slowClientList` mode holds. */
export declare function releaseHeld(): void;
