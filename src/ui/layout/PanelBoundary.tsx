import { Component, type ErrorInfo, type ReactNode } from "react";
import { useText } from "../i18n/useText";

interface BoundaryProps {
  /** Which panel this guards, named in the message. */
  name: string;
  children: ReactNode;
}

interface BoundaryState {
  error?: Error;
}

/**
 * Catches what a panel throws while rendering, so one broken panel shows its error and a retry
 * while the rest of the page keeps working (never a blank page).
 */
export class PanelBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever reports it; the panel itself shows the message.
    console.error(`Panel "${this.props.name}" failed`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PanelFailure name={this.props.name} error={error} onRetry={() => this.setState({ error: undefined })} />;
  }
}

function PanelFailure({ name, error, onRetry }: { name: string; error: Error; onRetry(): void }) {
  const t = useText();
  return (
    <div role="alert" data-testid="panel-error" data-panel={name} className="m-2 rounded-lg border border-rose-300 bg-rose-50 p-3 text-xs text-rose-800 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200">
      <p className="font-semibold">{t("panel.failed", { panel: name })}</p>
      <pre className="mt-1 font-mono text-[11px] break-words whitespace-pre-wrap">{error.message}</pre>
      <button type="button" onClick={onRetry} data-testid="panel-retry" className="mt-2 rounded-md border border-rose-300 px-2 py-0.5 font-medium hover:bg-rose-100 dark:border-rose-700 dark:hover:bg-rose-900">
        {t("panel.retry")}
      </button>
    </div>
  );
}
