/** The part of the request logger (pino) a service may write to; no HTTP type needed. */
export type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};
