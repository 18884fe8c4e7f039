import { Inbox, type LucideIcon, Send } from "lucide-react";
import type { AppTextId } from "@/lib/i18n/use-app-text";
import type { HubResponse } from "../api/get-hub-responses";
import type { HubTab } from "../hooks/use-hub-params";

type HubTabView = {
  trigger: AppTextId;
  icon: LucideIcon;
  label: AppTextId;
  pagerLabel: AppTextId;
  getFormLink: (response: HubResponse) => string;
  /** Who answered: a column after Form and a line under the card's title. */
  showsRespondent: boolean;
  empty: { title: AppTextId; text: AppTextId; action?: { to: string; label: AppTextId } };
};

/** What sets the two hub tabs apart; everything else they show alike. */
export const HUB_TAB_VIEWS: Record<HubTab, HubTabView> = {
  received: {
    trigger: "responses.hub.received",
    icon: Inbox,
    label: "responses.hub.receivedLabel",
    pagerLabel: "responses.hub.receivedPages",
    getFormLink: (response) => `/forms/${response.formId}/responses`,
    showsRespondent: true,
    empty: {
      title: "responses.hub.receivedEmptyTitle",
      text: "responses.hub.receivedEmptyText",
      action: { to: "/dashboard", label: "responses.hub.goToForms" },
    },
  },
  submitted: {
    trigger: "responses.hub.submitted",
    icon: Send,
    label: "responses.hub.submittedLabel",
    pagerLabel: "responses.hub.submittedPages",
    getFormLink: (response) => `/quizzes/${response.formId}/results`,
    showsRespondent: false,
    empty: {
      title: "responses.hub.submittedEmptyTitle",
      text: "responses.hub.submittedEmptyText",
    },
  },
};
