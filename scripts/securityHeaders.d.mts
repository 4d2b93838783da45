export const contentSecurityPolicy: string;
export const securityHeaders: Record<string, string>;
