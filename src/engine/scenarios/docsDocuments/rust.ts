/** The Rust skill's documentation for the docs-multi-domain scenario (about 2,000 o200k_base tokens; a test measures it). */
export const RUST_WEB_DOC = `# Rust for web development: field guide

## 1. Where Rust fits

Rust is a compiled systems language with no garbage collector that guarantees memory safety and freedom from data races at compile time, through its ownership and borrowing rules. On the web it is used for high-throughput APIs, proxies and gateways, real-time services, infrastructure components (load balancers, databases, message brokers), CLI tooling for web developers, and WebAssembly modules that run in the browser or at the edge. Companies such as Cloudflare, Discord, Dropbox, Figma and AWS use it for performance-critical services.

Teams pick Rust when latency, throughput, memory footprint or reliability under load matter more than how quickly the first version ships, or when a hot service written in another language has become expensive to run.

## 2. Compilation and performance

rustc compiles to native machine code through LLVM, with zero-cost abstractions: iterators, generics and closures compile to code as fast as hand-written loops. Without a garbage collector there are no GC pauses, so tail latencies are low and predictable, and memory use is small (a web service often idles at 5 to 20 MB). In public benchmarks such as TechEmpower, Rust frameworks are consistently among the fastest for JSON serialisation, database queries and plaintext responses.

The cost is compile time. Clean builds of a web service with many dependencies can take minutes, and incremental builds take seconds, noticeably slower than Go, Node or Python's edit-and-reload loop. cargo check, a fast linker (mold, lld), sccache and splitting a project into crates help.

## 3. Ownership, borrowing and the learning curve

Every value has one owner; references are either many shared (&T) or one mutable (&mut T); the borrow checker enforces this at compile time, and lifetimes describe how long references stay valid. The result is that whole classes of bugs (use-after-free, null dereferences, data races, iterator invalidation) cannot compile. Option and Result replace null and exceptions, so error handling is explicit, with the ? operator propagating errors and crates such as anyhow and thiserror making it ergonomic.

The learning curve is real: newcomers typically need weeks to months to become productive, and async Rust adds further concepts (Send and Sync bounds, pinning, lifetimes across await points). Once learned, refactoring is unusually safe because the compiler checks so much.

## 4. Async and the runtime

Rust's async/await compiles to state machines with no heap allocation per await. The language ships no runtime; **Tokio** is the de facto choice, providing a multi-threaded work-stealing scheduler, timers, TCP and UDP, channels and synchronisation primitives. Unlike Node's single-threaded event loop or Python's GIL, Tokio runs tasks on all cores, so CPU and I/O work both scale in one process. Blocking calls must still go to spawn_blocking or a dedicated thread pool so they do not stall a worker thread. async-std and smol exist but have much smaller ecosystems.

## 5. Web frameworks

**Axum** (from the Tokio team) is built on Tokio, Hyper and the Tower middleware ecosystem. Handlers are async functions whose arguments are "extractors" (Path, Query, Json, State, headers), type-checked at compile time; routing is composable; middleware comes from tower and tower-http (tracing, compression, CORS, timeouts, rate limiting). It is the most popular choice for new projects.

**Actix Web** is mature, feature-rich and among the fastest frameworks in benchmarks; it has its own actor-inspired runtime on top of Tokio, extractors, middleware, WebSockets and a large set of examples. **Rocket** emphasises ergonomics with macros and request guards and runs on stable Rust since version 0.5. **Warp** composes filters; **Poem** and **Salvo** offer OpenAPI integration; **Loco** is a newer "Rails-like" full-stack framework built on Axum with generators, an ORM and background jobs. **Leptos**, **Dioxus** and **Yew** build reactive user interfaces in Rust that compile to WebAssembly, with server-side rendering and server functions.

## 6. Serialisation and validation

**serde** is the standard serialisation framework: deriving Serialize and Deserialize on a struct gives fast, type-checked JSON (serde_json), YAML, TOML, MessagePack and more. Request bodies are parsed straight into typed structs, so malformed input is rejected at the boundary. The validator and garde crates add field rules; utoipa and aide generate OpenAPI documents from types.

## 7. Data access

**SQLx** is an async, pure-Rust SQL toolkit whose query! macros check SQL against a real database schema at compile time. **Diesel** is a mature ORM and query builder with compile-time query checking (sync, with diesel-async for async use). **SeaORM** is an async ORM built on SQLx. Drivers exist for PostgreSQL (tokio-postgres), MySQL, SQLite, Redis (redis-rs, fred) and MongoDB. Connection pools (deadpool, bb8, SQLx's own pool) are standard.

## 8. Tooling and ecosystem

**Cargo** is widely regarded as the best build tool and package manager of any mainstream language: one tool builds, tests, benchmarks, documents and publishes, with reproducible lock files and workspaces for multi-crate projects. crates.io hosts the packages; docs.rs builds documentation for every published crate. rustfmt formats, Clippy lints, rust-analyzer gives IDE support, and cargo-audit and cargo-deny check dependencies for advisories and licences. The web ecosystem is smaller and younger than Python's or JavaScript's: there are fewer ready-made integrations for payment providers, CMS features or admin panels, and some crates are pre-1.0 with breaking changes.

## 9. Testing

Unit tests live next to the code (#[test] and #[tokio::test]), integration tests in a tests/ directory, and doc comments can contain examples that run as tests. Axum and Actix provide ways to call the router in memory without a network socket. Property testing (proptest), snapshot testing (insta) and benchmarking (criterion) are common.

## 10. Deployment

A Rust service compiles to one static binary, which makes container images tiny (a distroless or scratch image of 10 to 30 MB) and start-up near instant. That suits Kubernetes, Fly.io, Shuttle (a Rust-native platform), AWS Lambda (through cargo-lambda, with some of the lowest cold starts of any runtime) and Cloudflare Workers via WebAssembly. Cross-compiling for other targets is supported through rustup targets and tools such as cross. Low memory and CPU use per request often means fewer machines for the same traffic.

## 11. WebAssembly

Rust is the leading language for WebAssembly. wasm-bindgen and wasm-pack generate JavaScript bindings, so Rust code can run in the browser for image processing, editors, games, cryptography or parsers, and be called from a JavaScript or TypeScript front end. WASI and component-model runtimes (Wasmtime, Spin) run Rust modules on servers and at the edge.

## 12. Security

Memory safety removes the buffer overflows and use-after-free bugs behind many vulnerabilities in C and C++ servers. Web-level risks remain the same as in any language (injection, broken authentication, misconfigured CORS, vulnerable dependencies), but strong types for inputs, compile-time checked SQL in SQLx and explicit error handling reduce them. unsafe blocks are opt-in, auditable and rare in application code.

## 13. Observability and operations

The tracing crate is the standard for structured, async-aware logs and spans; tracing-subscriber formats them, and tracing-opentelemetry exports them to Jaeger, Honeycomb or any OpenTelemetry collector. The metrics crate and Prometheus exporters expose counters and histograms. Because a Rust service has no garbage collector and no interpreter warm-up, its latency stays flat from the first request, and memory grows only with real load, which makes capacity planning simpler. Panics in one request handler are caught by the framework and turned into a 500 response rather than crashing the process, and graceful shutdown is built into Axum and Hyper.

## 14. Strengths and weaknesses for web work

Strengths: top-tier throughput and predictable low latency; small memory footprint and tiny deployable binaries; memory and thread safety checked by the compiler; multi-core async with Tokio; excellent tooling with Cargo; first-class WebAssembly support; reliability that pays off in long-running services.

Weaknesses: the steepest learning curve of the three, especially ownership and async; slower compile times and a slower edit-and-refresh loop; a smaller web ecosystem with fewer batteries-included frameworks (no equivalent of Django's admin); a smaller hiring pool; more code and more upfront design for simple CRUD applications.

Choose Rust when performance, cost per request, latency guarantees or reliability are primary requirements, for infrastructure and high-traffic services, or for WebAssembly modules shared between the browser and the server.
`;
