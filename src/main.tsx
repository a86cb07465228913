import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { layouts } from "virtual:prepared-trace";
import { App } from "./App";
import { registerServiceWorker } from "./app/serviceWorker";
import { startApp } from "./app/startApp";
import "./index.css";
import { seedLayouts } from "./ui/flow/layoutCache";

// The opening diagram's layout was made at build time by the same code, so the first paint runs no
// ELK. (A dev server lays out live, so edits to the layout code show at once.)
if (import.meta.env.PROD) seedLayouts(layouts);

// Offline: the build's service worker (none in dev, where Vite serves modules live).
if (import.meta.env.PROD) registerServiceWorker();

// Start the first run before React mounts: the worker loads the runtime while the shell paints.
void startApp().then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
