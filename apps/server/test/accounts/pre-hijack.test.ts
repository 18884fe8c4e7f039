import { describe, expect, it } from "vitest";
import { bearer, login, register } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { codeIn, resetTokenIn } from "../support/memory-mailer.js";
import { useTestApp } from "../support/test-app.js";

const EMAIL = "ada@example.org";
const OWNER_PASSWORD = "Own3r!pass";
const ATTACKER_PASSWORD = "Att4cker!pass";
const CHOSEN_PASSWORD = "Ch0sen!pass";
const REGISTERED_TWICE =
  "Email verified. This address was registered more than once, so no password chosen at sign-up is kept: we sent you a link to choose yours.";

describe.each(databaseKinds())(
  "signing up an address twice before it is verified, on %s",
  (kind) => {
    const context = useTestApp(kind);

    const verify = (otp: string) =>
      context.app.inject({
        method: "POST",
        url: "/api/users/verify-otp",
        payload: { email: EMAIL, otp },
      });
    const resetPassword = (token: string, password: string) =>
      context.app.inject({
        method: "POST",
        url: "/api/users/password-reset",
        payload: { token, password, confirmPassword: password },
      });

    /** The mailbox owner reads the newest code, verifies, and follows the mailed link. */
    async function ownerVerifiesAndChoosesPassword() {
      const verified = await verify(codeIn(context.mailer.lastTo(EMAIL)));
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toBe(REGISTERED_TWICE);
      const me = await context.app.inject({
        method: "GET",
        url: "/api/users/me",
        headers: bearer(verified.json().data.token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ email: EMAIL, isVerified: true });

      const linkMail = context.mailer.lastTo(EMAIL);
      expect(linkMail?.subject).toBe("Formloom: choose your password");
      expect((await resetPassword(resetTokenIn(linkMail), CHOSEN_PASSWORD)).statusCode).toBe(200);
      expect((await login(context.app, EMAIL, CHOSEN_PASSWORD)).statusCode).toBe(200);
    }

    it("attacker first: the attacker's password never signs in after the owner verifies", async () => {
      const attacker = await register(context.app, {
        email: EMAIL,
        name: "Mallory Mallory",
        password: ATTACKER_PASSWORD,
      });
      const owner = await register(context.app, { email: EMAIL, password: OWNER_PASSWORD });
      expect(owner.statusCode).toBe(201);
      expect(owner.json()).toEqual(attacker.json());

      await ownerVerifiesAndChoosesPassword();
      expect((await login(context.app, EMAIL, ATTACKER_PASSWORD)).statusCode).toBe(401);
      expect((await login(context.app, EMAIL, OWNER_PASSWORD)).statusCode).toBe(401);
    });

    it("owner first: a later sign-up cannot put its password on the owner's account", async () => {
      const owner = await register(context.app, { email: EMAIL, password: OWNER_PASSWORD });
      const attacker = await register(context.app, {
        email: EMAIL,
        name: "Mallory Mallory",
        password: ATTACKER_PASSWORD,
      });
      expect(attacker.statusCode).toBe(201);
      expect(attacker.json()).toEqual(owner.json());
      // Before verification the pending account keeps the first registrant's name and password.
      expect((await login(context.app, EMAIL, ATTACKER_PASSWORD)).statusCode).toBe(401);

      await ownerVerifiesAndChoosesPassword();
      expect((await login(context.app, EMAIL, ATTACKER_PASSWORD)).statusCode).toBe(401);
      expect((await login(context.app, EMAIL, OWNER_PASSWORD)).statusCode).toBe(401);
    });

    it("still verifies when the link cannot be mailed, and says how to choose a password", async () => {
      await register(context.app, { email: EMAIL, password: OWNER_PASSWORD });
      await register(context.app, { email: EMAIL, password: ATTACKER_PASSWORD });
      const code = codeIn(context.mailer.lastTo(EMAIL));
      context.mailer.failDelivery();
      const verified = await verify(code);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toBe(
        "Email verified. This address was registered more than once, so no password chosen at sign-up is kept: choose yours with 'Forgot Password?' on the sign-in page.",
      );
      expect((await login(context.app, EMAIL, ATTACKER_PASSWORD)).statusCode).toBe(401);
    });

    it("one sign-up verifies as before and signs in with the password chosen", async () => {
      await register(context.app, { email: EMAIL, password: OWNER_PASSWORD });
      const verified = await verify(codeIn(context.mailer.lastTo(EMAIL)));
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toBe("Email verified successfully");
      expect(context.mailer.sent).toHaveLength(1);
      expect((await login(context.app, EMAIL, OWNER_PASSWORD)).statusCode).toBe(200);
    });

    it("signing up again with the same password is the same person: the name is corrected", async () => {
      await register(context.app, { email: EMAIL, name: "Ada Lovelac", password: OWNER_PASSWORD });
      await register(context.app, { email: EMAIL, name: "Ada Lovelace", password: OWNER_PASSWORD });
      const verified = await verify(codeIn(context.mailer.lastTo(EMAIL)));
      expect(verified.json()).toMatchObject({
        message: "Email verified successfully",
        data: { name: "Ada Lovelace" },
      });
      expect((await login(context.app, EMAIL, OWNER_PASSWORD)).statusCode).toBe(200);
    });
  },
);
