/**
 * A route's reply sent as `JSON.stringify` writes it, not parsed through its zod schema first
 * (the schema still documents it). Only for a hot public route whose reply is built field by
 * field, so the parse would strip nothing: for a submission it took a sixth of the server's CPU
 * (bench/submissions.mjs). The route's tests check the schema would leave the reply as it is.
 */
export const replyAsBuilt = () => (data: unknown) => JSON.stringify(data);
