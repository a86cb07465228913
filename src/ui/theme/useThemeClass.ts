import { useEffect } from "react";
import { useAppStore } from "../../store/appStore";
import { selectTheme } from "../../store/selectors";

/** Puts the theme on <html> (Tailwind's `dark:` variant keys off the `dark` class) and remembers it. */
export function useThemeClass(): void {
  const theme = useAppStore(selectTheme);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", theme === "dark");
    root.style.colorScheme = theme;
    try {
      localStorage.setItem("playground-theme", theme);
    } catch {
      // Private mode or disabled storage: the theme just isn't remembered.
    }
  }, [theme]);
}
