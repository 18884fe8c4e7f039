import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A partner's site on another origin (another port) whose page holds the given HTML. */
export async function startPartnerSite(body: string) {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><head><title>Partner</title></head><body><main aria-label="Partner site"><h1>Partner site</h1>${body}<p>Page end</p></main></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `visit` while a partner's site holds the given HTML, and closes the site after. */
export async function withPartnerSite(body: string, visit: (url: string) => Promise<void>) {
  const partner = await startPartnerSite(body);
  try {
    await visit(partner.url);
  } finally {
    await partner.close();
  }
}
