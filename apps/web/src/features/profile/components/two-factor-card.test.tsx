import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { PROFILE_USER as ME, storeUserSession } from "@/test/session-fixtures";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${index}${index}`);

afterEach(() => vi.unstubAllGlobals());

async function openCard(handlers: Parameters<typeof mockApi>[0] = {}, me = ME) {
  storeUserSession();
  const api = mockApi({ "GET /api/users/me": ok(me), ...handlers });
  const view = await openRoute("/user-profile");
  const region = await screen.findByRole("region", { name: /Two-factor authentication/ });
  return { ...view, api, card: within(region) };
}

describe("the two-factor card", () => {
  it("sets up with the secret shown as text, a code turns it on, the codes are shown once", async () => {
    const { user, api, card } = await openCard({
      "POST /api/users/two-factor/setup": ok({
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Formloom:ada%40example.com?secret=${SECRET}&issuer=Formloom`,
      }),
      "POST /api/users/two-factor/confirm": ({ body }) =>
        (body as { code: string }).code === "123456"
          ? ok({ recoveryCodes: CODES, user: { ...ME, twoFactorEnabled: true } })
          : failWith("TWO_FACTOR_CODE_INVALID", "The code is not right. Please try again."),
    });
    expect(await card.findByText("Off")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Set up two-factor authentication" }));
    expect(await card.findByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();

    const code = card.getByLabelText("Code from the app");
    await user.type(code, "000000");
    await user.click(card.getByRole("button", { name: "Turn on" }));
    expect(await card.findByText("The code is not right. Please try again.")).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(card.getByRole("button", { name: "Turn on" }));

    const list = await card.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(card.getByText("On")).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/two-factor/confirm")[1]?.body).toEqual({ code: "123456" });
    await user.click(card.getByRole("button", { name: "I have saved them" }));
    expect(card.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
    expect(card.getByRole("button", { name: "New recovery codes" })).toBeInTheDocument();
  });

  it("turns off with the password and a recovery code", async () => {
    const { user, api, card } = await openCard(
      { "POST /api/users/two-factor/disable": ok(ME, "Two-factor authentication is off") },
      { ...ME, twoFactorEnabled: true },
    );
    expect(await card.findByText("On")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Turn off" }));
    const submit = card.getByRole("button", { name: "Turn off" });
    expect(submit).toBeDisabled();
    await user.type(card.getByLabelText("Password"), "Correct#Horse1");
    await user.type(
      card.getByLabelText("Code from the app or a recovery code"),
      "abcd-efgh-jkmn-pqrs",
    );
    await user.click(submit);
    expect(await card.findByText("Off")).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/two-factor/disable")[0]?.body).toEqual({
      password: "Correct#Horse1",
      recoveryCode: "abcd-efgh-jkmn-pqrs",
    });
  });
});
