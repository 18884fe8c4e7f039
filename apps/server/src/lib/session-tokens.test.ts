import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createSessionTokens } from "./session-tokens.js";

const tokens = createSessionTokens("x".repeat(43));
const claims = { userId: "0193a000-0000-7000-8000-000000000001", tokenVersion: 3 } as const;

describe("session tokens", () => {
  it("reads back what it issued, for the same audience only", async () => {
    const token = await tokens.issue({ ...claims, audience: "user" });
    expect(await tokens.read(token, "user")).toEqual({ ...claims, audience: "user" });
    expect(await tokens.read(token, "admin")).toBeNull();
  });

  it("refuses a token signed with another secret, a tampered one and garbage", async () => {
    const foreign = await createSessionTokens("y".repeat(43)).issue({
      ...claims,
      audience: "user",
    });
    expect(await tokens.read(foreign, "user")).toBeNull();
    const token = await tokens.issue({ ...claims, audience: "user" });
    const [header, , signature] = token.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: claims.userId, ver: 99, aud: "user", iss: "formloom" }),
    ).toString("base64url");
    expect(await tokens.read(`${header}.${forgedPayload}.${signature}`, "user")).toBeNull();
    expect(await tokens.read("not-a-token", "user")).toBeNull();
  });

  it("refuses a validly signed token whose subject is not a user id", async () => {
    const token = await tokens.issue({ ...claims, userId: "not-a-uuid", audience: "user" });
    expect(await tokens.read(token, "user")).toBeNull();
  });

  it("refuses an expired token", async () => {
    const key = new TextEncoder().encode("x".repeat(43));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setAudience("user")
      .setIssuer("formloom")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect(await tokens.read(expired, "user")).toBeNull();
  });
});
