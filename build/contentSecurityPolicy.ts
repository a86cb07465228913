import type { Plugin } from "vite";

/**
 * The app's Content-Security-Policy: everything from its own origin, nothing inline, no eval. The app
 * is static and makes no request off its origin, so nothing more is needed; data: and blob: images are
 * for exported pictures. (zod would probe `new Function` for its JIT: `public/zod-jitless.js` and
 * `src/worker/engine.worker.ts` turn that off.)
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** Where `vite preview` asks browsers to report violations (the e2e suite counts them there). */
export const CSP_REPORT_PATH = "/__csp-report";

/**
 * Headers for `vite preview`: the policy (a header also reaches the workers, which a meta tag does not,
 * and can report) and `nosniff`, so nothing is run or styled as a type it was not served as.
 */
export const PREVIEW_HEADERS = {
  "Content-Security-Policy": `${CONTENT_SECURITY_POLICY}; report-uri ${CSP_REPORT_PATH}`,
  "X-Content-Type-Options": "nosniff",
};

/**
 * Puts the policy into every built page as a meta tag, for static hosts that cannot set headers, and
 * `public/zod-jitless.js` before the page's modules, so nothing the policy forbids is even tried.
 * (Not in dev: Vite's dev client injects inline scripts.)
 */
export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: "content-security-policy",
    apply: "build",
    transformIndexHtml: () => [
      { tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: CONTENT_SECURITY_POLICY }, injectTo: "head-prepend" },
      { tag: "script", attrs: { src: "/zod-jitless.js" }, injectTo: "head" },
    ],
  };
}
