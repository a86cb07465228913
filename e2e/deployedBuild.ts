import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { preview, type PreviewServer } from "vite";
import { PREVIEW_HEADERS } from "../build/contentSecurityPolicy";

/**
 * A copy of the production build served by its own preview server, so a test can deploy a newer build
 * under an open page (change what the server has) without touching the `dist/` every other test reads.
 */
export class DeployedBuild {
  private constructor(
    private readonly dir: string,
    private readonly server: PreviewServer,
  ) {}

  /** Serves a fresh copy of `dist/` on `port`. */
  static async start(port: number): Promise<DeployedBuild> {
    const dir = mkdtempSync(join(tmpdir(), "deployed-build-"));
    cpSync(resolve(import.meta.dirname, "../dist"), dir, { recursive: true });
    const server = await preview({ configFile: false, logLevel: "silent", build: { outDir: dir }, preview: { port, strictPort: true, headers: PREVIEW_HEADERS } });
    return new DeployedBuild(dir, server);
  }

  /** Deploys the next build as far as an open page can tell: the service worker script changes. */
  deployNextServiceWorker(): void {
    appendFileSync(join(this.dir, "sw.js"), "\n// the next build\n");
  }

  async stop(): Promise<void> {
    await this.server.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
