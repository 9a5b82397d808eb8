/**
 * Writes the Content-Security-Policy header of netlify.toml from the policy Astro put in the built
 * pages' meta tags (run `npm run build` first), so header and meta carry the same script and style
 * hashes. Deployment-specific origins (the API) stay in the meta tag; the header allows https: there
 * and adds frame-ancestors, which a meta tag cannot carry. Usage: npm run csp:sync
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

const dist = new URL("../dist/", import.meta.url).pathname;
const tomlPath = new URL("../netlify.toml", import.meta.url);

/** The meta policies of every built page. */
export async function builtPolicies(): Promise<string[]> {
  const files = (await readdir(dist, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  );
  const policies = await Promise.all(
    files.map(
      async (file) =>
        /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(
          await readFile(join(dist, file), "utf8"),
        )?.[1] ?? "",
    ),
  );
  return [...new Set(policies.filter(Boolean))];
}

/** The header policy for a meta policy: same directives, origins made deployment-neutral, framing denied. */
export function headerPolicy(meta: string): string {
  const directives = meta
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = ""] = directive.split(/\s+/);
      if (name === "connect-src") return "connect-src 'self' https:";
      if (name === "img-src") return "img-src 'self' data: blob: https:";
      return directive;
    });
  return [...directives, "frame-ancestors 'none'"].join("; ");
}

if (import.meta.main) await sync();

async function sync(): Promise<void> {
  const policies = await builtPolicies();
  if (policies.length !== 1)
    throw new Error(
      `Expected one policy across pages, found ${policies.length}`,
    );
  const toml = await readFile(tomlPath, "utf8");
  const updated = toml.replace(
    /Content-Security-Policy = ".*"/,
    `Content-Security-Policy = "${headerPolicy(policies[0] ?? "")}"`,
  );
  await writeFile(tomlPath, updated);
  console.log(
    updated === toml
      ? "netlify.toml CSP already in sync"
      : "netlify.toml CSP updated",
  );
}
