// A protected form's checks and fields, one chunk that only the pages of such forms download.
export { SpamFields } from "./spam-fields";
export { startSpamGuard } from "./spam-guard";
