import { z } from "zod";
import { countSchema, createEnvelopeSchema, messageEnvelopeSchema } from "./api-envelope";
import { FUNNEL_PAGE_MAX, FUNNEL_PAGE_MIN } from "./funnel";

// The funnel's calls (issue 29): the public page's beacon and the owner's figures.

const VERSION_MAX = 2_147_483_647;
const versionSchema = z.number().int().min(1).max(VERSION_MAX);

// POST /api/forms/{id}/funnel-events: what the public page's script reports, one event a call.
// Nothing in it names the respondent; the server stores no address, agent or cookie with it.
export const funnelEventBodySchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("view"), version: versionSchema }),
  z.object({ event: z.literal("start"), version: versionSchema }),
  z.object({
    event: z.literal("page"),
    version: versionSchema,
    page: z.number().int().min(FUNNEL_PAGE_MIN).max(FUNNEL_PAGE_MAX),
  }),
]);
export type FunnelEventBody = z.infer<typeof funnelEventBodySchema>;
export const funnelEventReplySchema = messageEnvelopeSchema;

// GET /api/forms/{id}/funnel?version&from&to: the counts of one version (the latest when none is
// asked for) over whole days in UTC, both ends included (every day when absent).
export const funnelQuerySchema = z
  .object({
    version: z.coerce.number().int().min(1).max(VERSION_MAX).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The range must end on or after its first day",
    path: ["to"],
  });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export const funnelSchema = z.object({
  version: versionSchema,
  /** How many pages the version has: reaching page 2 … pageCount is counted. */
  pageCount: z.number().int().min(1),
  views: countSchema,
  starts: countSchema,
  /** Respondents who reached each page from 2 on, in page order. */
  pages: z.array(z.object({ page: z.number().int().min(2), reached: countSchema })),
  submissions: countSchema,
  /** Submissions over views, 0…1; null before the first view. */
  completionRate: z.number().min(0).nullable(),
  /** Median and 90th percentile of the time from first answer to submit, in seconds. */
  medianSeconds: z.number().int().min(0).nullable(),
  p90Seconds: z.number().int().min(0).nullable(),
  /** Submissions per time-to-complete bucket (funnel.ts), index = bucket. */
  completionBuckets: z.array(countSchema),
});
export type Funnel = z.infer<typeof funnelSchema>;
export const funnelReplySchema = createEnvelopeSchema(funnelSchema);
