import { describe, expect, it } from "vitest";
import { splitAround } from "./split-around";

describe("splitAround", () => {
  it("cuts a sentence where its placeholder goes", () => {
    expect(splitAround((mark) => `Paused since ${mark}.`)).toEqual(["Paused since ", "."]);
  });

  it("keeps a sentence whole when the placeholder comes first or last", () => {
    expect(splitAround((mark) => `${mark} given`)).toEqual(["", " given"]);
    expect(splitAround((mark) => `Seit ${mark}`)).toEqual(["Seit ", ""]);
  });
});
