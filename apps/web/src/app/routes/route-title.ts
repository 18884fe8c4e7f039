import type { RouteHandle } from "../route-handle";

/** The route's document title, `${title} | Formloom`; `null` is the landing page's full title. */
export const title = (pageTitle: string | null): RouteHandle => ({ title: pageTitle });
