// Talking to a running site the way a browser does, without a browser:
// what a page shows (to tell "same content" from "an error page"), and
// calling a server action over HTTP as the booking form does.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";

/** What identifies a page's content: its <title> and first <h1>. */
export function fingerprint(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? "";
  const h1 =
    /<h1[^>]*>([\s\S]*?)<\/h1>/i
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .trim() ?? "";
  return `${title} | ${h1}`;
}

/** The id Next gave a server action, from the build's server-reference-manifest.json. */
export function findActionId(distPath: string, exportedName: string, fileHint: string): string {
  const manifest = JSON.parse(readFileSync(join(distPath, "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, unknown>;
  };
  for (const [id, entry] of Object.entries(manifest.node)) {
    const text = JSON.stringify(entry);
    if (text.includes(`"${exportedName}"`) && text.includes(fileHint)) return id;
  }
  throw new Error(`server action ${exportedName} (${fileHint}) not in the build's server-reference-manifest.json`);
}

export interface ActionResponse {
  status: number;
  /** The action's return value, when the response carried one. */
  value: unknown;
  body: string;
}

/**
 * Calls a server action like React's client does: POST to the page with the
 * Next-Action header and the arguments encoded as a JSON array. localAddress
 * (any 127.x.y.z on Linux) makes each simulated guest a different client, as
 * the site's per-address rate limit expects of real guests.
 */
export function callServerAction(pageUrl: string, actionId: string, args: unknown[], localAddress?: string): Promise<ActionResponse> {
  const url = new URL(pageUrl);
  const payload = JSON.stringify(args);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname === "localhost" ? "127.0.0.1" : url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        localAddress,
        headers: {
          Host: url.host,
          "Next-Action": actionId,
          Accept: "text/x-component",
          "Content-Type": "text/plain;charset=UTF-8",
          "Content-Length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, value: actionValue(body), body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("server action timed out after 30 s")));
    req.end(payload);
  });
}

/** The RSC stream is "<row id>:<json>" lines; the action's value is the row with an `ok` field. */
function actionValue(body: string): unknown {
  let value: unknown;
  for (const line of body.split("\n")) {
    const match = /^[0-9a-f]+:(\{.*\})$/.exec(line);
    if (!match) continue;
    try {
      const parsed = JSON.parse(match[1]!) as Record<string, unknown>;
      if ("ok" in parsed) value = parsed;
    } catch {
      // not JSON
    }
  }
  return value;
}
