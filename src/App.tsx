import { AppShell } from "./ui/layout/AppShell";

/** The playground. */
export function App() {
  return <AppShell />;
}
