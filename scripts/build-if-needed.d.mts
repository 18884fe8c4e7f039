export type Build = { name: string; output: string; sources: string[]; command: string };
export function findStaleBuilds(root?: string): Build[];
export function buildIfNeeded(): void;
export const SERVER_ENTRY: string;
