import {
  BUILDER_MESSAGES,
  CALCULATION_MESSAGES,
  LOGIC_MESSAGES,
  MIN_SECONDS_TO_SUBMIT_INVALID,
  SETTINGS_MESSAGES,
  TRANSLATION_FILE_MESSAGES,
  TRANSLATIONS_MESSAGES,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { findRuleText, sayRule, sayRules } from "./rule-text";

const fixedMessages = (messages: Record<string, unknown>) =>
  Object.values(messages).filter((message): message is string => typeof message === "string");

// Not a rule: said by the scores toggle, not shown under a field.
const NOT_RULES: string[] = [SETTINGS_MESSAGES.scoresReleased];

const shownMessages = [
  ...fixedMessages(BUILDER_MESSAGES),
  ...fixedMessages(LOGIC_MESSAGES),
  ...fixedMessages(SETTINGS_MESSAGES).filter((message) => !NOT_RULES.includes(message)),
  ...fixedMessages(TRANSLATIONS_MESSAGES),
  ...fixedMessages(TRANSLATION_FILE_MESSAGES),
  ...fixedMessages(CALCULATION_MESSAGES),
  CALCULATION_MESSAGES.variableUnknown("total"),
  CALCULATION_MESSAGES.ruleWrongType("label"),
  CALCULATION_MESSAGES.ruleValueNotANumber("total"),
  MIN_SECONDS_TO_SUBMIT_INVALID,
  BUILDER_MESSAGES.tooFewOptionsFor(2, "options"),
  BUILDER_MESSAGES.tooFewOptionsFor(2, "columns"),
  BUILDER_MESSAGES.tooManyOptionsFor(10, "options"),
  BUILDER_MESSAGES.tooManyOptionsFor(10, "columns"),
  LOGIC_MESSAGES.questionStillReferenced("What is your name?"),
  CALCULATION_MESSAGES.questionInEnding("What is your name?"),
  TRANSLATIONS_MESSAGES.tooLongFor(500),
  TRANSLATIONS_MESSAGES.languageNotAdded("de"),
  TRANSLATION_FILE_MESSAGES.columnNotAdded("xx"),
  TRANSLATION_FILE_MESSAGES.noSourceColumn("en"),
];

describe("the rules' messages in the catalogue", () => {
  it.each(shownMessages)("finds %j, and says it in the same English", (message) => {
    expect(findRuleText(message)).toBeDefined();
    expect(sayRule(message)).toBe(message);
  });

  it("finds the catalogue text with the values the message holds", () => {
    expect(findRuleText(BUILDER_MESSAGES.tooFewOptionsFor(2, "columns"))).toEqual({
      id: "builder.rule.tooFewColumns",
      values: { min: 2 },
    });
    expect(findRuleText(LOGIC_MESSAGES.questionStillReferenced("Age"))).toEqual({
      id: "builder.rule.questionStillReferenced",
      values: { question: "Age" },
    });
  });

  it("says a named message's rule and keeps the name", () => {
    const say = (id: string) => `<${id}>`;
    expect(sayRule(`German: ${TRANSLATIONS_MESSAGES.tooLongFor(40)}`, say)).toBe(
      "German: <builder.rule.tooLongFor>",
    );
    expect(sayRules({ title: BUILDER_MESSAGES.titleRequired }, say)).toEqual({
      title: "<builder.rule.titleRequired>",
    });
  });

  it("shows a message it does not know as it came", () => {
    expect(sayRule("Something the server said")).toBe("Something the server said");
    expect(sayRule("Name: something else")).toBe("Name: something else");
  });
});
