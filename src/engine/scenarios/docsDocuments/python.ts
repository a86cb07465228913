/** The Python skill's documentation for the docs-multi-domain scenario (about 2,000 o200k_base tokens; a test measures it). */
export const PYTHON_WEB_DOC = `# Python for web development: field guide

## 1. Where Python fits

Python is a general-purpose, dynamically typed language with a very large standard library and one of the biggest package ecosystems (PyPI). On the web it is used for server-side applications, REST and GraphQL APIs, admin back offices, data-heavy dashboards and, increasingly, as the service layer in front of machine-learning models. It is not used in the browser itself: front ends are written in JavaScript or TypeScript, and Python serves HTML, JSON or server-rendered fragments to them.

The language favours readability. Teams pick it when time to a working product matters more than peak throughput per core, when the same people also write data pipelines or ML code, or when an existing Python codebase has to be exposed over HTTP.

## 2. The interpreter and the concurrency model

The reference implementation, CPython, compiles source to bytecode and interprets it. Pure-Python code is therefore slower than compiled languages, often by 10x to 50x on tight loops, but most web requests spend their time waiting on the database, the network or the disk, where the interpreter's speed matters little.

CPython has a Global Interpreter Lock (GIL): only one thread executes Python bytecode at a time in one process. Threads still help for I/O, because the GIL is released while a thread waits, but CPU-bound work does not scale across threads. Python 3.13 ships an experimental free-threaded build without the GIL; it is not yet the default and many C extensions are still being adapted. In production, web servers scale Python by running several worker processes per machine (for example four to eight Gunicorn or Uvicorn workers), each with its own interpreter and memory.

Since Python 3.5 the language has native coroutines (async and await) and the asyncio event loop in the standard library. An async server can hold thousands of open connections in one process, which suits WebSockets, long polling, streaming responses and calls to slow upstream APIs. The catch is that one blocking call (a synchronous database driver, a CPU-heavy function) stalls every request on that loop, so async code needs async drivers throughout.

## 3. WSGI and ASGI

WSGI (PEP 3333) is the classic synchronous interface between a Python application and a web server: the server calls the application once per request and gets an iterable of bytes back. Django, Flask and most older frameworks are WSGI applications, served by Gunicorn, uWSGI or mod_wsgi behind a reverse proxy such as Nginx.

ASGI is the asynchronous successor. It supports HTTP/1.1, HTTP/2, WebSockets and lifespan events, and lets one application mix sync and async handlers. Uvicorn, Hypercorn and Daphne are ASGI servers; FastAPI, Starlette, Litestar, Quart and modern Django (which has supported ASGI since 3.0) are ASGI applications.

## 4. Frameworks

**Django** (first released 2005) is "batteries included": an ORM with migrations, an automatic admin interface, authentication and permissions, forms, templates, caching, internationalisation, and security middleware (CSRF protection, clickjacking headers, SQL injection protection through the ORM, auto-escaping templates). It encourages a project made of reusable "apps". Django REST Framework (DRF) and Django Ninja add API layers. Django suits content sites, marketplaces, internal tools and any product that benefits from the admin. Async views, async ORM queries and async middleware exist, but parts of the ORM still run synchronously under the hood.

**Flask** is a micro-framework: routing, request and response objects, Jinja2 templates and a plugin system, with everything else (database, forms, auth) added by extensions such as Flask-SQLAlchemy, Flask-Login and Flask-WTF. It is simple to learn and flexible, and remains common for small services and prototypes. Flask 2 added async views, though it stays a WSGI framework at heart.

**FastAPI** is built on Starlette (ASGI) and Pydantic. Handlers are ordinary functions with type hints; FastAPI uses those hints to parse and validate request bodies, query and path parameters, to serialise responses and to generate an OpenAPI schema with interactive documentation (Swagger UI and ReDoc) automatically. Dependency injection is declared with Depends. It is the most popular choice for new JSON APIs and for serving ML models. Benchmarks of FastAPI on Uvicorn are among the fastest Python results, though still well behind Go, Rust or tuned Node.js servers on raw requests per second.

Other options: **Litestar** (ASGI, typed, opinionated), **Pyramid**, **Tornado** (one of the first async frameworks), **Sanic**, **Falcon** (lean REST APIs) and full-stack frameworks such as **Reflex** that generate a React front end from Python code.

## 5. Data access

**SQLAlchemy** is the standard toolkit: a Core layer for composing SQL and an ORM with the unit-of-work and identity-map patterns. Version 2.0 unified the query API and added first-class asyncio support. **Alembic** handles schema migrations. **SQLModel** combines SQLAlchemy models with Pydantic for FastAPI projects. Django ships its own ORM. Async drivers include asyncpg (PostgreSQL), aiomysql and Motor (MongoDB). Redis is reached through redis-py, which has an asyncio client, and Celery, RQ, Dramatiq or arq run background jobs from a queue.

## 6. Typing and validation

Type hints (PEP 484) are optional and not enforced at run time by the interpreter. Static checkers (mypy, Pyright) catch many errors before deployment, and editors use the hints for completion. Pydantic validates data at run time from the same hints; its version 2 core is written in Rust and is several times faster than version 1. A Python web codebase can therefore be as strictly typed as a team wants, but nothing forces it, and third-party libraries vary in how complete their annotations are.

## 7. Templates and front ends

Server-rendered HTML uses Jinja2 (Flask, FastAPI) or Django templates. The "HTML over the wire" approach with **htmx** or Unpoly is popular with Django and Flask: the server returns fragments and the page swaps them in, avoiding a separate single-page application. For rich clients, Python serves a JSON API to a React, Vue or Svelte front end built with the JavaScript toolchain.

## 8. Testing and tooling

pytest is the de facto test runner, with fixtures and a large plugin ecosystem (pytest-django, pytest-asyncio, httpx's test client for ASGI apps). Django has its own test framework and test client. Ruff (written in Rust) lints and formats very quickly; Black formats; uv, Poetry, PDM and pip-tools manage dependencies and lock files; virtual environments isolate projects. Packaging has been a historical pain point (several competing tools, native extensions that need compilers), but wheels for most popular libraries and the uv tool have made installs fast and reproducible.

## 9. Deployment

A typical deployment is a container image with the application, a process manager (Gunicorn with Uvicorn workers for ASGI), a reverse proxy or load balancer in front, and a managed PostgreSQL database. Platforms such as Heroku, Render, Fly.io, Railway, Google Cloud Run and AWS Elastic Beanstalk deploy Python directly. Serverless deployment on AWS Lambda works with adapters such as Mangum, but cold starts grow with the size of dependencies (NumPy, pandas and ML libraries are heavy). Memory use per worker is typically 50 to 200 MB, so process counts, not threads, set the capacity of a machine.

## 10. Performance levers

Cache aggressively (Redis, HTTP caching, Django's cache framework); keep handlers I/O-bound and push heavy work to background workers; use async end to end for many concurrent slow connections; profile with py-spy or cProfile; move hot paths to C, Cython or Rust extensions (PyO3) when needed. PyPy, an alternative interpreter with a JIT compiler, speeds up pure-Python code but is less compatible with C extensions. Horizontal scaling behind a load balancer is the normal answer to traffic growth.

## 11. Security

Django's defaults are strong: CSRF tokens, secure password hashing (PBKDF2, Argon2 optional), XSS-safe templates, SQL parameterisation and a documented security release process. FastAPI and Flask leave more to the developer: use OAuth2 and JWT helpers carefully, validate input with Pydantic, set CORS explicitly, and keep dependencies patched (pip-audit, Dependabot). Deserialising untrusted pickle data is a classic mistake to avoid.

## 12. Strengths and weaknesses for web work

Strengths: fastest path from idea to working product; readable code; Django's admin and ecosystem; FastAPI's typed, self-documenting APIs; the best data-science and ML ecosystem of any language, so models can be served from the same codebase; a huge hiring pool.

Weaknesses: lower raw throughput and higher memory per request than compiled languages; the GIL limits CPU parallelism inside one process; dynamic typing lets errors reach production unless checkers are used; async and sync code mix awkwardly; the packaging story is still more fragmented than Cargo's or npm's.

Choose Python when developer speed, data and ML integration, or Django's built-in features matter most, and when the expected load can be handled by scaling out processes.
`;
