import { describe, expect, it } from "vitest";
import { isSidebarShortcut } from "./is-sidebar-shortcut";
import { formatSidebarCookie, readSidebarCookie } from "./sidebar-cookie";

describe("sidebar cookie", () => {
  it("keeps the open state for 7 days on every path", () => {
    expect(formatSidebarCookie(false)).toBe(
      "sidebar_state=false; path=/; max-age=604800; SameSite=Lax",
    );
    expect(formatSidebarCookie(true)).toContain("sidebar_state=true");
  });

  it("reads the state among other cookies, and null when missing or unreadable", () => {
    expect(readSidebarCookie("theme=dark; sidebar_state=false; lang=en")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true")).toBe(true);
    expect(readSidebarCookie("theme=dark")).toBeNull();
    expect(readSidebarCookie("sidebar_state=maybe")).toBeNull();
    expect(readSidebarCookie("")).toBeNull();
  });
});

describe("isSidebarShortcut", () => {
  const press = (init: KeyboardEventInit) => isSidebarShortcut(new KeyboardEvent("keydown", init));

  it("is Ctrl+B or Cmd+B, whatever the case of the letter", () => {
    expect(press({ key: "b", ctrlKey: true })).toBe(true);
    expect(press({ key: "b", metaKey: true })).toBe(true);
    expect(press({ key: "B", ctrlKey: true })).toBe(true);
  });

  it("is not B alone, another letter, or B with Alt or Shift", () => {
    expect(press({ key: "b" })).toBe(false);
    expect(press({ key: "n", ctrlKey: true })).toBe(false);
    expect(press({ key: "b", ctrlKey: true, altKey: true })).toBe(false);
    expect(press({ key: "b", metaKey: true, shiftKey: true })).toBe(false);
  });

  /** Ctrl+B pressed with focus in `target`, as the window's listener sees it. */
  const pressIn = (target: Element) => {
    let root = target;
    while (root.parentElement) root = root.parentElement;
    document.body.replaceChildren(root);
    let isShortcut: boolean | undefined;
    const listen = (event: KeyboardEvent) => {
      isShortcut = isSidebarShortcut(event);
    };
    window.addEventListener("keydown", listen, { once: true });
    target.dispatchEvent(new KeyboardEvent("keydown", { key: "b", ctrlKey: true, bubbles: true }));
    document.body.replaceChildren();
    return isShortcut;
  };

  it("is not Ctrl+B pressed while typing in a field or an editable region", () => {
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    const inside = editable.appendChild(document.createElement("span"));
    for (const tag of ["input", "textarea", "select"] as const) {
      expect(pressIn(document.createElement(tag)), tag).toBe(false);
    }
    expect(pressIn(editable)).toBe(false);
    expect(pressIn(inside)).toBe(false);
    expect(pressIn(document.createElement("button"))).toBe(true);
  });
});
