import type { AppTextId } from "@/lib/i18n/use-app-text";
import type { RouteHandle } from "../route-handle";

/** The route's document title, `${title} | Formloom`; `null` is the landing page's full title. */
export const title = (pageTitle: AppTextId | null): RouteHandle => ({ title: pageTitle });
