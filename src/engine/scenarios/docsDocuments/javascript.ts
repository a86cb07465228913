/** The JavaScript skill's documentation for the docs-multi-domain scenario (about 2,000 o200k_base tokens; a test measures it). */
export const JAVASCRIPT_WEB_DOC = `# JavaScript for web development: field guide

## 1. Where JavaScript fits

JavaScript is the only language every browser runs natively, so every interactive web front end is JavaScript or compiles to it. Since Node.js (2009) it also runs on servers, which makes it the one language that can cover the whole stack: browser code, server code, build tools, serverless functions and edge workers. TypeScript, a typed superset from Microsoft that compiles to JavaScript, is now the default for most professional projects.

Teams pick JavaScript for the web when they want one language and one set of types shared between client and server, when the product is front-end heavy, or when they need many concurrent connections with modest CPU work per request.

## 2. Runtimes

**Node.js** is built on Google's V8 engine, which compiles JavaScript to machine code with a just-in-time compiler. Hot code runs far faster than an interpreter would, typically within a small factor of Java or Go on many workloads, though garbage collection pauses and dynamic typing keep it behind C++ or Rust. Node has long-term-support releases every year and a stable core API (http, fs, streams, crypto, worker_threads).

**Deno** (from Node's original author) runs TypeScript directly, is secure by default (explicit permissions for network, file and environment access), ships a formatter, linter and test runner, and is compatible with most npm packages. **Bun** is a newer runtime built on JavaScriptCore and written in Zig, with a very fast start-up, a built-in bundler, test runner and package manager, and Node API compatibility. Edge runtimes (Cloudflare Workers, Vercel Edge Functions, Deno Deploy) run V8 isolates close to users with start-up times measured in milliseconds, but restrict the available APIs to web standards such as fetch, Request, Response and Web Crypto.

## 3. The event loop

Node runs JavaScript on a single thread with an event loop. I/O (sockets, files, timers, DNS) is handed to the operating system or to libuv's thread pool, and callbacks, promises and async/await resume when results arrive. One process can therefore hold tens of thousands of open connections, which suits APIs, chat, WebSockets, server-sent events and proxies. The weakness is CPU-bound work: a long synchronous computation blocks every other request on that process. Heavy work goes to worker_threads, child processes, a job queue or another service. Servers use all cores by running one process per core (the cluster module, PM2, or several containers).

## 4. Server frameworks

**Express** (2010) is the minimal, ubiquitous framework: routing plus a middleware chain. Its ecosystem of middleware is enormous (body parsing, sessions, Passport for auth, helmet for security headers, CORS). Express 5 finally added native promise support for handlers. It is not the fastest and provides little structure, so large codebases add their own conventions.

**Fastify** focuses on performance and developer experience: schema-based validation and serialisation with JSON Schema, a plugin system with encapsulation, built-in logging with Pino, and TypeScript types. It handles several times more requests per second than Express in its own benchmarks. **Koa** (from Express's authors) is a smaller, async-first core. **Hono** is a tiny, web-standards-based framework that runs unchanged on Node, Bun, Deno and edge platforms.

**NestJS** is a structured, opinionated framework inspired by Angular: modules, controllers, providers, dependency injection and decorators, on top of Express or Fastify. It suits large teams that want enforced architecture, and integrates GraphQL, WebSockets, microservice transports and OpenAPI generation.

## 5. Full-stack and meta-frameworks

Much JavaScript web development now happens in meta-frameworks that combine the front end and the server. **Next.js** (React) offers server-side rendering, static generation, incremental regeneration, React Server Components, server actions and API routes, and deploys naturally to Vercel or any Node host. **Remix** and React Router 7 emphasise web fundamentals (forms, loaders, actions, progressive enhancement). **Nuxt** does the same for Vue, **SvelteKit** for Svelte, **SolidStart** for Solid, and **Astro** ships mostly static HTML with "islands" of interactivity. These frameworks blur the line between client and server: the same component can render on the server for the first paint and hydrate in the browser.

## 6. Front-end libraries

React dominates, with Vue, Angular, Svelte and Solid as major alternatives. State management ranges from built-in hooks and context to Redux Toolkit, Zustand, MobX and signals; data fetching uses TanStack Query, SWR or framework loaders. Styling uses CSS modules, Tailwind CSS or CSS-in-JS. Build tools compile, bundle and optimise: Vite (esbuild and Rollup) is the common choice, with webpack in older projects and Turbopack and Rspack as faster successors.

## 7. Data access

Popular ORMs and query builders: **Prisma** (schema file, generated typed client, migrations), **Drizzle** (SQL-like TypeScript API, lightweight), **TypeORM**, **Sequelize**, **MikroORM** and the **Knex** query builder. Drivers exist for every major database (pg, mysql2, mongodb, ioredis). Background jobs use BullMQ on Redis. Because database calls are asynchronous, they fit the event loop naturally, but connection pooling needs care in serverless deployments, where each function instance may open its own connections.

## 8. Types

Plain JavaScript is dynamically and weakly typed, with implicit coercions that surprise newcomers. TypeScript adds structural static types, generics, union and literal types and excellent editor support; types are erased at compile time, so run-time validation of untrusted input still needs a library such as Zod, Valibot or TypeBox, or JSON Schema in Fastify. Sharing types between the client and the server (for example with tRPC, or a generated OpenAPI client) removes a whole class of integration bugs.

## 9. Packages and tooling

npm is the largest package registry in the world. The package managers npm, pnpm, Yarn and Bun's installer all read package.json and write lock files. The ecosystem's breadth is a strength and a risk: deep dependency trees, small single-purpose packages and occasional supply-chain attacks (typosquatting, hijacked maintainer accounts) mean teams should pin versions, audit (npm audit, Socket, Snyk) and prefer well-maintained libraries. ESLint and Biome lint; Prettier and Biome format; Vitest, Jest, Node's built-in test runner and Playwright test code. The split between CommonJS (require) and ES modules (import) still causes configuration friction in older packages.

## 10. Deployment

Node services deploy as containers, on platform services (Vercel, Netlify, Render, Railway, Fly.io, Heroku), or as serverless functions (AWS Lambda, Google Cloud Functions, Azure Functions) where Node's fast cold start is an advantage. Edge runtimes put code in data centres around the world. Static front ends deploy to CDNs. A typical Node process uses 50 to 150 MB of memory at rest.

## 11. Performance levers

Keep the event loop free: avoid synchronous file and crypto calls in request paths, stream large responses, and move CPU-heavy work off the main thread. Use Fastify or Hono where raw throughput matters, cache with Redis and HTTP headers, and render on the server or at build time to cut client JavaScript. Profile with clinic.js, the Chrome DevTools profiler or --cpu-prof. WebAssembly modules (often written in Rust) can speed up specific hot paths in both the browser and Node.

## 12. Security

Common risks are cross-site scripting (mitigated by frameworks that escape output, plus a Content Security Policy), prototype pollution, injection through unvalidated input, insecure dependencies and secrets leaking into client bundles. helmet sets safe headers in Express; frameworks provide CSRF protection for forms; input should be validated at every boundary.

## 13. Real-time features

WebSockets (the ws package, Socket.IO with rooms and fallbacks, or uWebSockets.js for very high connection counts), server-sent events and streaming responses fit the event loop naturally, and the same language drives both ends of the connection.

## 14. Strengths and weaknesses for web work

Strengths: the only native browser language, so one language and shared types across the stack; server-side rendering and full-stack meta-frameworks; the largest ecosystem; excellent handling of many concurrent I/O-bound connections; fast cold starts for serverless and edge; a huge hiring pool.

Weaknesses: single-threaded execution per process makes CPU-heavy work awkward; dynamic typing unless TypeScript is adopted (and types vanish at run time); a fast-moving ecosystem with churn in frameworks and tooling; dependency sprawl and supply-chain risk; garbage-collected memory and JIT warm-up make latency less predictable than in Rust.

Choose JavaScript or TypeScript when the product is front-end heavy, when one team owns client and server, when real-time features matter, or when deploying to serverless and edge platforms.
`;
