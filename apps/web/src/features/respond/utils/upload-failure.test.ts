import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { englishTexts } from "../testing/english-texts";
import { describeAnswerError } from "./describe-answer-error";
import { uploadFailureOf } from "./upload-failure";

// The server's refusals of an upload carry the code a translated page words; the English stays
// SPEC's text either way.
describe("uploadFailureOf", () => {
  it("reads a file too large by its code, with the upload limit as its parameter", () => {
    const failure = uploadFailureOf(
      new ApiError(413, "That file is too large.", {}, "FILE_TOO_LARGE"),
    );
    expect(failure).toEqual({ code: "FILE_TOO_LARGE", params: { maxBytes: 5 * 1024 * 1024 } });
    expect(describeAnswerError(failure, englishTexts)).toBe(
      "That file is too large. Please choose one under 5 MB.",
    );
  });

  it("reads a refused kind of file by its code", () => {
    const failure = uploadFailureOf(new ApiError(415, "Refused", {}, "FILE_TYPE_REFUSED"));
    expect(failure).toEqual({ code: "FILE_TYPE_INVALID" });
    expect(describeAnswerError(failure, englishTexts)).toBe(
      "Selected Invalid file, Please select correct file.",
    );
  });

  it("keeps the server's text for another refusal, and says the upload failed when none came", () => {
    const malformed = new ApiError(400, "The file name is not valid", {}, "MALFORMED_UPLOAD");
    expect(uploadFailureOf(malformed)).toBe("The file name is not valid");
    expect(uploadFailureOf(new ApiError(0, "Failed to fetch"))).toEqual({ code: "UPLOAD_FAILED" });
    expect(uploadFailureOf(new ApiError(500, "Internal"))).toEqual({ code: "UPLOAD_FAILED" });
    expect(describeAnswerError({ code: "UPLOAD_FAILED" }, englishTexts)).toBe(
      "Failed to upload some files",
    );
  });
});
