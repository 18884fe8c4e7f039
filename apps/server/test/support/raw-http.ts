import { readdirSync, readlinkSync } from "node:fs";
import net from "node:net";

export type RawRequest = {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection or `until` matched. */
  answer: Promise<string>;
};

/**
 * Opens a connection and writes the bytes given, as a misbehaving client would (a body cut
 * short, a body that never comes); `until` resolves the answer early once it is seen.
 */
export function sendRaw(address: string, bytes: Buffer | string, until?: RegExp): RawRequest {
  const url = new URL(address);
  const socket = net.connect(Number(url.port), url.hostname);
  socket.on("error", () => {});
  const answer = new Promise<string>((resolve) => {
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (until?.test(received)) resolve(received);
    });
    socket.on("close", () => resolve(received));
  });
  socket.write(bytes);
  return { socket, answer };
}

/** The head of a POST with the headers given, ready for a body to follow. */
export function postHead(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

/** What each descriptor a process holds open points to (Linux): a path, `socket:[…]`, … */
export function openDescriptors(pid: number | "self" = "self"): string[] {
  return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/${pid}/fd/${fd}`)];
    } catch {
      return []; // closed while we looked
    }
  });
}

export function statusOf(answer: string): number | undefined {
  const match = answer.match(/^HTTP\/1\.1 (\d{3})/);
  return match ? Number(match[1]) : undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
