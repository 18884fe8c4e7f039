// The package ships no types; these are the two calls the data directory lock uses.
declare module "fs-native-extensions" {
  /** An exclusive lock on the open file `fd`: false when another descriptor holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
