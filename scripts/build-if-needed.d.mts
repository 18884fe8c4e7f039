export type Build = { name: string; output: string; sources: string[]; command: string };
export function findStaleBuilds(root?: string): Build[];
export type BuildResult = {
  isOk: boolean;
  exitCode: number | null;
  output: string;
  seconds: number;
};
export function runBuild(build: Pick<Build, "command">, cwd?: string): BuildResult;
export function summarizeBuild(
  build: Pick<Build, "name">,
  result: Pick<BuildResult, "output" | "seconds">,
): string;
export function buildIfNeeded(): void;
export const SERVER_ENTRY: string;
export const SERVER_NODE_FLAGS: string[];
