import { describe, expect, it } from "vitest";
import {
  addEndingCondition,
  changeEndingCondition,
  createEnding,
  insertVariableToken,
  removeEndingCondition,
} from "./ending-edits";
import { findConditionTargets } from "./logic-drafts";
import { draft, unwrap } from "./test-drafts";

const size = draft({ key: "size", questionType: "multipleChoice", options: ["Small", "Large"] });
const targets = findConditionTargets([size], 1, [], [{ name: "total", kind: "number", start: 0 }]);

describe("ending edits", () => {
  it("starts an ending on the last target, a variable, and changes its condition", () => {
    const ending = unwrap(createEnding(targets));
    expect(ending.logic.conditions).toEqual([{ questionId: "var:total", operator: "equals" }]);
    const compared = unwrap(changeEndingCondition(ending, 0, { operator: "greaterThan" }, targets));
    const valued = unwrap(changeEndingCondition(compared, 0, { value: 100 }, targets));
    expect(valued.logic.conditions[0]).toEqual({
      questionId: "var:total",
      operator: "greaterThan",
      value: 100,
    });
    const onSize = unwrap(changeEndingCondition(valued, 0, { questionId: "size" }, targets));
    expect(onSize.logic.conditions[0]).toEqual({
      questionId: "size",
      operator: "equals",
      value: "Small",
    });
  });

  it("adds and removes conditions, and refuses an ending with nothing to read", () => {
    const ending = unwrap(createEnding(targets));
    const two = unwrap(addEndingCondition(ending, targets));
    expect(two.logic.conditions).toHaveLength(2);
    expect(removeEndingCondition(two, 0).logic.conditions).toHaveLength(1);
    expect(createEnding([]).ok).toBe(false);
  });

  it("writes a variable's token at the caret", () => {
    expect(insertVariableToken("Total:  €", "total", 7)).toBe("Total: {{var:total}} €");
    expect(insertVariableToken("Hi ", "name")).toBe("Hi {{var:name}}");
  });
});
