import { WEBHOOK_MESSAGES } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { appText } from "@/lib/i18n/use-app-text";
import { translateWebhookUrlError } from "./webhook-url-error";

describe("translateWebhookUrlError", () => {
  it("says each message of the address check from the catalogue, the same in English", () => {
    for (const message of [
      WEBHOOK_MESSAGES.urlRequired,
      WEBHOOK_MESSAGES.urlTooLong,
      WEBHOOK_MESSAGES.urlNotHttp,
      WEBHOOK_MESSAGES.urlHasSpaces,
    ]) {
      expect(translateWebhookUrlError(appText, message)).toBe(message);
    }
    const ids: string[] = [];
    translateWebhookUrlError((id) => {
      ids.push(id);
      return id;
    }, WEBHOOK_MESSAGES.urlNotHttp);
    expect(ids).toEqual(["responses.webhooks.urlNotHttp"]);
  });

  it("leaves another message as it is", () => {
    expect(translateWebhookUrlError(appText, "Something else")).toBe("Something else");
  });
});
