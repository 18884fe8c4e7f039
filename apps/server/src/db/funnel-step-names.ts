// The funnel counter rows' step names (schema.ts funnelCounts): one place spells them, for the
// funnel module that writes and reads them and for the dashboard's figures.
export const VIEW_STEP = "view";
export const START_STEP = "start";
export const SUBMIT_STEP = "submit";
export const pageStep = (page: number) => `page:${page}`;
export const completionStep = (bucket: number) => `time:${bucket}`;
