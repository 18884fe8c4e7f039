import { generateResetToken, hashResetToken } from "../../lib/one-time-secrets.js";

// A resume token is a secret of 256 random bits like a reset link's: only its hash is stored.
export const newResumeToken = generateResetToken;
export const hashResumeToken = hashResetToken;
