import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

const GROUP_AND_OTHER = 0o077;

/**
 * Takes group and other access off everything under DATA_DIR (directories become 0700, files
 * 0600): it holds the database, uploads and secrets. The umask cannot do it alone: the embedded
 * database's WASM file layer sets its files' modes itself (0666), and earlier versions left whole
 * trees that way. Symbolic links are left alone (they may point outside). Returns the paths whose
 * mode could not be changed (owned by someone else).
 */
export function restrictDataDirModes(dataDir: string): string[] {
  const refused: string[] = [];
  restrictTree(dataDir, refused);
  return refused;
}

function restrictTree(target: string, refused: string[]): void {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & GROUP_AND_OTHER) !== 0) {
    try {
      chmodSync(target, stat.mode & 0o700);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
      refused.push(target);
    }
  }
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(target)) restrictTree(path.join(target, entry), refused);
}
