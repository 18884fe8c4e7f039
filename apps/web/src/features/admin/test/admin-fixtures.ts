import type { RegexPattern, User } from "@formloom/shared";

const AT = "2025-03-04T09:41:00.000Z";

export function makeUser(index: number, overrides: Partial<User> = {}): User {
  return {
    _id: `0193a000-0000-7000-8000-${String(index).padStart(12, "0")}`,
    name: `User ${String.fromCharCode(65 + (index % 26))}`,
    email: `user${index}@example.org`,
    isVerified: true,
    active: true,
    twoFactorEnabled: false,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makePattern(index: number, overrides: Partial<RegexPattern> = {}): RegexPattern {
  return {
    _id: `0193b000-0000-7000-8000-${String(index).padStart(12, "0")}`,
    title: `Pattern ${index}`,
    regex: "^[0-9]{10}$",
    errorMessage: "Enter 10 digits",
    active: true,
    name: `Pattern ${index}`,
    type: "default",
    maxLength: 0,
    isRequired: false,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
