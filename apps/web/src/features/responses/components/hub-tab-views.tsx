import { Inbox, type LucideIcon, Send } from "lucide-react";
import type { HubResponse } from "../api/get-hub-responses";
import type { HubTab } from "../hooks/use-hub-params";

type HubTabView = {
  trigger: string;
  icon: LucideIcon;
  label: string;
  pagerLabel: string;
  getFormLink: (response: HubResponse) => string;
  /** Who answered: a column after Form and a line under the card's title. */
  showsRespondent: boolean;
  empty: { title: string; text: string; action?: { to: string; label: string } };
};

/** What sets the two hub tabs apart; everything else they show alike. */
export const HUB_TAB_VIEWS: Record<HubTab, HubTabView> = {
  received: {
    trigger: "Received",
    icon: Inbox,
    label: "Received responses",
    pagerLabel: "Received pages",
    getFormLink: (response) => `/forms/${response.formId}/responses`,
    showsRespondent: true,
    empty: {
      title: "No responses received yet",
      text: "Share a form and the responses it collects will show up here.",
      action: { to: "/dashboard", label: "Go to your forms" },
    },
  },
  submitted: {
    trigger: "Submitted",
    icon: Send,
    label: "Submitted responses",
    pagerLabel: "Submitted pages",
    getFormLink: (response) => `/quizzes/${response.formId}/results`,
    showsRespondent: false,
    empty: {
      title: "Nothing submitted yet",
      text: "Forms and quizzes you answer while signed in show up here, with your scores.",
    },
  },
};
