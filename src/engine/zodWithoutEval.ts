import { z } from "zod";

/*
 * zod compiles fast parsers with `new Function` where it may; to find out, it tries one as each object
 * schema is made, which a strict Content-Security-Policy (no 'unsafe-eval') reports as a violation even
 * though zod catches the refusal. The app allows no eval, so zod parses without compiling. The engine
 * worker imports this first (its bundle runs it before any schema is made); the pages get the same
 * setting from `public/zod-jitless.js`, which runs before their module chunks.
 */
z.config({ jitless: true });
