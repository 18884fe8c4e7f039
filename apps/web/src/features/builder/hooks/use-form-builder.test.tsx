import { act, render, renderHook, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { createNewFormState } from "../utils/builder-state";
import { useFormBuilder } from "./use-form-builder";

describe("useFormBuilder", () => {
  it("applies edits and tracks whether anything is unsaved", () => {
    const { result } = renderHook(() => useFormBuilder(createNewFormState(1000)));
    expect(result.current.isDirty).toBe(false);

    act(() => {
      result.current.dispatch({ type: "setTitle", title: "Survey" });
    });
    expect(result.current.state.title).toBe("Survey");
    expect(result.current.isDirty).toBe(true);

    act(() => result.current.markSaved());
    expect(result.current.isDirty).toBe(false);

    act(() => {
      result.current.dispatch({ type: "setTitle", title: "" });
      result.current.dispatch({ type: "setTitle", title: "Survey" });
    });
    expect(result.current.isDirty).toBe(false);
  });

  it("takes a setting saved on its own without an unsaved change, keeping other edits", () => {
    const { result } = renderHook(() => useFormBuilder(createNewFormState(1000)));
    act(() => result.current.acceptSavedSettings({ translationFallback: true }));
    expect(result.current.state.settings.translationFallback).toBe(true);
    expect(result.current.isDirty).toBe(false);

    act(() => {
      result.current.dispatch({ type: "setTitle", title: "Survey" });
      result.current.acceptSavedSettings({ translationFallback: false });
    });
    expect(result.current.state).toMatchObject({
      title: "Survey",
      settings: { translationFallback: false },
    });
    expect(result.current.isDirty).toBe(true);
  });

  it("lets edits in the same event build on each other", () => {
    const { result } = renderHook(() => useFormBuilder(createNewFormState(1000)));
    act(() => {
      result.current.dispatch({ type: "addQuestion", now: 2000 });
      result.current.dispatch({ type: "addQuestion", now: 3000 });
    });
    expect(result.current.state.questions).toHaveLength(3);
  });

  it("shows why a refused edit was refused, and keeps the state", async () => {
    render(<Toaster />);
    const { result } = renderHook(() => useFormBuilder(createNewFormState(1000)));
    let applied = true;
    act(() => {
      applied = result.current.dispatch({ type: "removeQuestion", key: "q1000" });
    });
    expect(applied).toBe(false);
    expect(result.current.state.questions).toHaveLength(1);
    expect(await screen.findByText("Forms must have at least one question")).toBeInTheDocument();
  });
});
