import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { useAdminAuthStore, useAuthStore } from "@/lib/auth-store";

// Screens are lazy routes: the first visit to one loads its modules, slowly on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the layout APIs Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  document.title = "";
  localStorage.clear();
  useAuthStore.getState().syncFromStorage();
  useAdminAuthStore.getState().syncFromStorage();
});
