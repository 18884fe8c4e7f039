import { describe, expect, it } from "vitest";
import { localDayInstant, readAuditFilter, toAuditQuery } from "./audit-filter";

describe("readAuditFilter", () => {
  it("keeps the well-formed keys the address sets", () => {
    const params = new URLSearchParams(
      "action=form.created&actor=%20ada%20&from=2025-03-01&to=2025-03-31&page=2",
    );
    expect(readAuditFilter(params)).toEqual({
      action: "form.created",
      actor: "ada",
      from: "2025-03-01",
      to: "2025-03-31",
    });
  });

  it("drops an unknown action, a blank actor and days that are not days", () => {
    const params = new URLSearchParams("action=form.stolen&actor=%20&from=yesterday&to=2025-3-1");
    expect(readAuditFilter(params)).toEqual({});
  });
});

describe("toAuditQuery", () => {
  it("sends the days as the first and last moments of the reader's local days", () => {
    const query = toAuditQuery({
      action: "member.removed",
      actor: "ada",
      from: "2025-03-01",
      to: "2025-03-31",
    });
    expect(query).toEqual({
      action: "member.removed",
      actor: "ada",
      from: new Date(2025, 2, 1, 0, 0, 0, 0).toISOString(),
      to: new Date(2025, 2, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it("leaves out what the filter does not set", () => {
    expect(toAuditQuery({})).toEqual({
      action: undefined,
      actor: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("answers undefined for no day", () => {
    expect(localDayInstant(undefined)).toBeUndefined();
    expect(localDayInstant("")).toBeUndefined();
  });
});
