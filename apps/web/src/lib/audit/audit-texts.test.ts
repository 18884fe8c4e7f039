import { AUDIT_ACTIONS, type AuditEvent } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { appTextsIn } from "@/lib/i18n/use-app-text";
import { auditActionName, auditObjectText, auditSentence } from "./audit-texts";

const t = appTextsIn("en");
const sentence = (action: AuditEvent["action"], details: AuditEvent["details"] = {}) =>
  auditSentence(t, { action, details });

describe("auditSentence", () => {
  it.each([
    ["workspace.renamed", { name: "Research Lab" }, "Renamed the workspace to “Research Lab”"],
    ["form.created", { title: "Survey" }, "Created the form “Survey”"],
    ["form.updated", { version: 3 }, "Saved a form (version 3)"],
    [
      "form.settings_changed",
      { fields: ["quiz", "closesAt"] },
      "Changed a form’s settings: quiz, closesAt",
    ],
    ["form.translated", { language: "fr" }, "Translated a form into French"],
    ["responses.deleted", { count: 1 }, "Deleted 1 response"],
    ["partials.deleted", { count: 2 }, "Deleted 2 unfinished responses"],
    ["responses.deleted", { count: 12 }, "Deleted 12 responses"],
    ["responses.exported", { format: "xlsx", version: 1 }, "Exported a form’s responses as XLSX"],
    [
      "member.invited",
      { email: "ada@example.com", role: "editor" },
      "Invited ada@example.com as Editor",
    ],
    [
      "member.role_changed",
      { email: "ada@example.com", from: "viewer", to: "admin" },
      "Changed the role of ada@example.com from Viewer to Admin",
    ],
    ["admin.signed_in", {}, "Signed in to the admin area"],
    [
      "admin.signed_in_new_device",
      {},
      "Signed in to the admin area from a browser not used before",
    ],
    ["user.deactivated", { email: "bob@example.com" }, "Deactivated the account bob@example.com"],
    ["theme.saved", { name: "Harbour" }, "Saved the theme “Harbour”"],
    ["theme.deleted", { name: "Harbour" }, "Deleted the saved theme “Harbour”"],
  ] as const)("says %s with its details", (action, details, expected) => {
    expect(sentence(action, details)).toBe(expected);
  });

  it("reads as the action's name when an event lacks the details its sentence names", () => {
    expect(sentence("member.role_changed", { email: "ada@example.com" })).toBe(
      "Member’s role changed",
    );
    expect(sentence("form.created", { title: null })).toBe("Form created");
  });

  it("says every action without a placeholder left over", () => {
    for (const action of AUDIT_ACTIONS) {
      const details = {
        name: "N",
        title: "T",
        version: 1,
        fields: ["a"],
        language: "de",
        count: 2,
        format: "csv",
        url: "https://x.test",
        email: "e@x.test",
        role: "viewer",
        from: "viewer",
        to: "owner",
      };
      expect(sentence(action, details)).not.toMatch(/[{}]/);
      expect(auditActionName(t, action)).not.toMatch(/^audit\./);
    }
  });
});

describe("auditObjectText", () => {
  it("names a known kind and leaves an unknown one as it is", () => {
    expect(auditObjectText(t, "member")).toBe("Member");
    expect(auditObjectText(t, "theme")).toBe("Saved theme");
    expect(auditObjectText(t, "gizmo")).toBe("gizmo");
  });
});
